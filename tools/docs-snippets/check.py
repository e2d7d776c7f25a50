#!/usr/bin/env python3
"""Compiles the Swift code of the pattern articles (Sources/FoldoutControllers/FoldoutControllers.docc)
and of the doc comments of the four libraries (Sources/FoldoutCore, FoldoutGtk, FoldoutModel, FoldoutControllers),
so neither an article nor a symbol's documentation can show code that the API does not accept.

Each article becomes one executable target of a throw-away package (in .build/doc-snippets,
depending on this checkout by path): its ```swift blocks, in order, are the target's main.swift
(the article reads as one program), and tools/docs-snippets/<Article>.swift declares the few
names an article takes from the reader's app (a window, a store, the mailbox). Package.swift
blocks are left out (they are manifests, not code).

Doc comments: every code block of the `///` comment of a public or open declaration (the kit's
API; a `package` one is the package's own) is one function of the target DocComments
(so each block has its own names; the functions are compiled, never run), preceded by a
comment naming the source file and line; tools/docs-snippets/DocComments.swift declares the
names the examples take from the reader's app (`window`, `messages`, `settings`, ...). Which
blocks are compiled:
  - a fenced block (```) is compiled when its language is `swift` or not given; any other
    language (```json, ```sh, ```text) marks a block that is not Swift and is left out;
  - an indented block (four spaces after `/// `, after a blank `///` line) is compiled unless it
    is plainly not Swift: its first character is `{` or `[` (JSON, e.g. a data file's format) or
    it starts with `$ ` (a shell command).
An example may leave a value it makes unused (it shows the call, not what follows), so the
"never used" / "never mutated" warnings are not counted for doc comments; every other warning is.

Run by tools/docs; exits non-zero with the compiler's messages, which name the article's block
and line (or the source file and line of the doc comment)."""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CATALOG = os.path.join(ROOT, "Sources", "FoldoutControllers", "FoldoutControllers.docc")
PACKAGE_DIR = os.path.join(ROOT, ".build", "doc-snippets")
ARTICLES = ["GettingStarted", "DropdownRows", "ExpandableRows", "AnimatedSelector", "SettingsMenu", "LoadingInTheBackground"]
BLOCK = re.compile(r"^```swift\n(.*?)^```", re.S | re.M)


def blocks(article):
    with open(os.path.join(CATALOG, article + ".md"), encoding="utf-8") as handle:
        text = handle.read()
    found = []
    for match in BLOCK.finditer(text):
        code = match.group(1)
        if "import PackageDescription" in code or code.lstrip().startswith(".package") or "dependencies: [" in code.split("\n")[0]:
            continue
        line = text[:match.start()].count("\n") + 2
        found.append((line, code))
    return found


LIBRARIES = ["FoldoutCore", "FoldoutGtk", "FoldoutModel", "FoldoutControllers"]
UNUSED = re.compile(r"was never used|was never mutated|never read")


def is_swift_block(kind, language, code):
    """Whether a doc comment's block is Swift to compile (see the rule in the header)."""
    if kind == "fence":
        return language in ("", "swift")
    first = code.lstrip()
    return not (first.startswith("{") or first.startswith("[") or first.startswith("$ "))


def documents_public_api(lines, index):
    """Whether the declaration from `lines[index]` on (after its attributes) is public or open:
    a `package` or internal declaration is the package's own, not the kit's API."""
    while index < len(lines) and (not lines[index].strip() or lines[index].strip().startswith("@")):
        index += 1
    if index == len(lines):
        return False
    return re.search(r"\b(public|open)\b", lines[index].split("//")[0]) is not None


def doc_comment_blocks(path):
    """The code blocks of the `///` comments of `path`: (line, kind, language, code)."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    index = 0
    while index < len(lines):
        if not re.match(r"^\s*///", lines[index]):
            index += 1
            continue
        run = []
        while index < len(lines) and re.match(r"^\s*///", lines[index]):
            text = re.match(r"^\s*///(.*)$", lines[index]).group(1)
            run.append((index + 1, text[1:] if text.startswith(" ") else text))
            index += 1
        if not documents_public_api(lines, index):
            continue
        at = 0
        while at < len(run):
            line, text = run[at]
            if text.strip().startswith("```"):
                language = text.strip()[3:].strip()
                code = []
                at += 1
                while at < len(run) and not run[at][1].strip().startswith("```"):
                    code.append(run[at][1])
                    at += 1
                at += 1
                found.append((line + 1, "fence", language, "\n".join(code)))
            elif text.startswith("    ") and (at == 0 or not run[at - 1][1].strip()):
                code = []
                while at < len(run) and (run[at][1].startswith("    ") or not run[at][1].strip()):
                    code.append(run[at][1][4:])
                    at += 1
                while code and not code[-1].strip():
                    code.pop()
                found.append((line, "indent", "", "\n".join(code)))
            else:
                at += 1
    return found


def doc_comment_target():
    """main.swift of the DocComments target, and the number of blocks in it."""
    code = ["import FoldoutControllers", "import FoldoutCore", "import FoldoutModel", "import FoldoutGtk", "import Glibc", ""]
    count = 0
    for library in LIBRARIES:
        base = os.path.join(ROOT, "Sources", library)
        for folder, _, files in sorted(os.walk(base)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                for line, kind, language, block in doc_comment_blocks(path):
                    if not is_swift_block(kind, language, block):
                        continue
                    count += 1
                    code.append(f"// {os.path.relpath(path, ROOT)}:{line}")
                    code.append(f"@MainActor func docComment{count}() throws {{")
                    code.append(block)
                    code.append("}")
                    code.append("")
    return "\n".join(code), count


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            if handle.read() == text:
                return
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    targets = []
    for article in ARTICLES:
        code = ["import FoldoutControllers", "import FoldoutCore", "import FoldoutModel", "import FoldoutGtk", "import Glibc", ""]
        for line, block in blocks(article):
            code.append(f"// {article}.md, the block at line {line}")
            code.append(block)
        write(os.path.join(PACKAGE_DIR, "Sources", article, "main.swift"), "\n".join(code))
        with open(os.path.join(HERE, article + ".swift"), encoding="utf-8") as handle:
            write(os.path.join(PACKAGE_DIR, "Sources", article, "Context.swift"), handle.read())
        targets.append(article)
    doc_code, doc_blocks = doc_comment_target()
    write(os.path.join(PACKAGE_DIR, "Sources", "DocComments", "main.swift"), doc_code)
    with open(os.path.join(HERE, "DocComments.swift"), encoding="utf-8") as handle:
        write(os.path.join(PACKAGE_DIR, "Sources", "DocComments", "Context.swift"), handle.read())
    targets.append("DocComments")
    manifest = """// swift-tools-version:6.0
// Generated by tools/docs-snippets/check.py: the pattern articles' code, compiled.
import PackageDescription

let kit: [Target.Dependency] = [
    .product(name: "FoldoutCore", package: "Foldout"),
    .product(name: "FoldoutGtk", package: "Foldout"),
    .product(name: "FoldoutModel", package: "Foldout"),
    .product(name: "FoldoutControllers", package: "Foldout"),
]
let package = Package(
    name: "DocSnippets",
    dependencies: [.package(name: "Foldout", path: "%s")],
    targets: [%s],
    swiftLanguageModes: [.v6]
)
""" % (ROOT, ", ".join(f'.executableTarget(name: "{t}", dependencies: kit)' for t in targets))
    write(os.path.join(PACKAGE_DIR, "Package.swift"), manifest)
    # Without build-manifest caching: SwiftPM otherwise keeps a stale plan for the path dependency
    # when it gains a source file (seen after a merge added files to FoldoutModel).
    command = ["swift", "build", "--package-path", PACKAGE_DIR, "--disable-build-manifest-caching"]
    result = subprocess.run(command, capture_output=True, text=True)
    problems = [line for line in (result.stdout + result.stderr).splitlines()
                if re.search(r"(error|warning):", line) and "prohibited flag" not in line
                and not ("warning:" in line and UNUSED.search(line)
                         and ("/Sources/DocComments/" in line or "/Sources/" not in line))]
    if result.returncode != 0 or problems:
        print(result.stdout + result.stderr, file=sys.stderr)
        print("docs-snippets: the articles' or doc comments' code does not compile cleanly (see above; "
              f"the generated sources are in {PACKAGE_DIR}/Sources)", file=sys.stderr)
        return 1
    print(f"docs-snippets: the code of {len(targets) - 1} articles and {doc_blocks} doc comment examples "
          "compiles without warnings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
