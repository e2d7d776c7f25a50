"""The documentation's links (no display, no build): every relative Markdown link and image in
README.md, CHANGELOG.md and docs/*.md leads to a file or folder of the repository, and a link
with a #anchor leads to a heading of the Markdown file it names (or of its own file, for a bare
#anchor). Anchors follow GitHub's rule: the heading's text lowercased, punctuation other than
hyphens and underscores dropped, each space a hyphen, and "-1", "-2" … after a repeated one.
Links inside code (fenced blocks, `inline code`) are text, not links; web addresses are not
fetched.

Run: python3 -m pytest Tests/docs (tools/test does)."""
import glob
import os
import re
import unicodedata

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
# "](target)" or "](target "title")" or "](<target>)": the end of an inline link or image.
LINK = re.compile(r"\]\(\s*(<[^>]*>|[^()\s]+)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
# [text](target) inside a heading shows as its text.
HEADING_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def documents():
    """The Markdown files whose links are checked, relative to the repository root."""
    paths = ["README.md", "CHANGELOG.md"] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    return [os.path.relpath(os.path.join(ROOT, path), ROOT) for path in paths]


def prose_lines(text):
    """(line number, line) of the text outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        match = FENCE.match(line)
        if match:
            if fence is None:
                fence = match.group(1)
            elif match.group(1) == fence:
                fence = None
            continue
        if fence is None:
            yield number, line


def slug(heading):
    """GitHub's anchor for a heading's Markdown text: '## Run it, test it' → 'run-it-test-it'."""
    text = HEADING_LINK.sub(r"\1", heading).lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in "-_" or character == " " or category[0] in "LNM":
            kept.append("-" if character == " " else character)
    return "".join(kept)


def anchors(path):
    """The anchors of a Markdown file's headings, a repeated heading's as GitHub numbers them."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    seen, found = {}, set()
    for _, line in prose_lines(text):
        match = HEADING.match(line)
        if not match:
            continue
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(path):
    """(line number, target) of every inline link and image outside code."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    for number, line in prose_lines(text):
        for match in LINK.finditer(INLINE_CODE.sub("", line)):
            yield number, match.group(1).strip("<>")


def broken_links(document, root=ROOT):
    """What is wrong with a document's relative links: 'file:line: target: reason', in order."""
    source = os.path.join(root, document)
    problems = []
    for number, target in links(source):
        if SCHEME.match(target):
            continue  # https:, mailto: …: not fetched
        path, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(source), path)) if path else source
        where = f"{document}:{number}: {target}"
        if not os.path.realpath(resolved).startswith(os.path.realpath(root) + os.sep):
            problems.append(f"{where}: outside the repository")
        elif not os.path.exists(resolved):
            problems.append(f"{where}: no such file")
        elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            problems.append(f"{where}: no heading with the anchor #{anchor} in {os.path.relpath(resolved, root)}")
    return problems


@pytest.mark.parametrize("document", documents())
def test_every_relative_link_leads_to_a_file_and_heading(document):
    problems = broken_links(document)
    assert not problems, "broken links:\n" + "\n".join(problems)


def test_the_readme_and_every_docs_page_are_checked():
    checked = documents()
    assert "README.md" in checked and os.path.join("docs", "using.md") in checked, checked


def test_anchors_follow_githubs_rule():
    assert slug("Run it, test it") == "run-it-test-it"
    assert slug("Install it as a .deb") == "install-it-as-a-deb"
    assert slug("The tree at a million, search, mixed heights (2026-11-26)") == \
        "the-tree-at-a-million-search-mixed-heights-2026-11-26"
    assert slug("Expand all without making the nodes; a million rows searched in a frame (2026-11-29, later)") == \
        "expand-all-without-making-the-nodes-a-million-rows-searched-in-a-frame-2026-11-29-later"
    assert slug("`tools/test` and [CI](ci.md)") == "toolstest-and-ci"
    assert slug("Über snake_case") == "über-snake_case"


def test_a_broken_link_or_anchor_fails(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text("# Page\n\n## Same\n\n## Same\n\n```sh\n# not a heading\n```\n",
                                               encoding="utf-8")
    (tmp_path / "README.md").write_text(
        "# Title\n\n"
        "[good](docs/page.md) [good anchor](docs/page.md#same-1) [self](#title) [web](https://example.org/x#y)\n"
        "![missing image](data/none.png) [missing](docs/none.md) [bad anchor](docs/page.md#not-a-heading)\n"
        "[code block heading](docs/page.md#not-a-heading-1) `[in code](nowhere.md)` [self bad](#nothing)\n"
        "[escape](../../etc/passwd)\n",
        encoding="utf-8")
    problems = broken_links("README.md", root=str(tmp_path))
    assert [problem.split(": ", 2)[1] for problem in problems] == [
        "data/none.png", "docs/none.md", "docs/page.md#not-a-heading", "docs/page.md#not-a-heading-1",
        "#nothing", "../../etc/passwd"], problems
