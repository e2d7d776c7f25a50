"""tools/bench all's closing table: every line of the scenarios' output that gives a ratio (a
figure followed by "x", such as "0.65x"), under the scenario that printed it, as one Markdown
table for docs/benchmarks.md.

Usage: summary.py DIR SCENARIO… : DIR holds SCENARIO.out, each scenario's standard output, and
the table follows the order of the SCENARIOs given; a scenario without output is named as such.
"""
import os
import re
import sys

# A ratio: digits, maybe a fraction, then "x" or "×", not followed by a letter or digit ("0.65x",
# "1.00×"; not "0x7f", "xdotool").
RATIO = re.compile(r"(?<![\w.])\d+(?:\.\d+)?[x×](?![\w])")


def ratio_lines(text):
    """The lines of `text` that hold a ratio, their runs of spaces made one."""
    return [" ".join(line.split()) for line in text.splitlines() if RATIO.search(line)]


def table(outputs):
    """The Markdown table of `outputs`: (scenario, its standard output or None) in order."""
    rows = ["| scenario | ratios against its reference, as printed |", "| --- | --- |"]
    for scenario, text in outputs:
        lines = ratio_lines(text) if text is not None else []
        if text is None:
            lines = ["(no output: the scenario failed)"]
        elif not lines:
            lines = ["(no ratio printed)"]
        for line in lines:
            rows.append(f"| {scenario} | {line.replace('|', '/')} |")
    return "\n".join(rows)


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    directory, scenarios = argv[1], argv[2:]
    outputs = []
    for scenario in scenarios:
        path = os.path.join(directory, scenario + ".out")
        try:
            with open(path, encoding="utf-8", errors="replace") as file:
                outputs.append((scenario, file.read()))
        except OSError:
            outputs.append((scenario, None))
    print(table(outputs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
