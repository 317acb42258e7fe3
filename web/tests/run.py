"""Runs the browser tests: `python3 web/tests/run.py [NAME-FILTER]` after `scripts/web`.

Each test_* function in the test_*.py files beside this one gets one shared page; a test passes
when it returns (optionally a line to print) and fails on an exception. Console errors and
warnings anywhere fail the run. Exit status 0 when every test passed.
"""

import importlib
import pathlib
import sys
import time
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from browser import PAGE, Browser  # noqa: E402


def main():
    if not PAGE.exists():
        print(f"{PAGE} is missing: run scripts/web first", file=sys.stderr)
        return 2
    wanted = sys.argv[1] if len(sys.argv) > 1 else ""
    browser = Browser()
    failures = 0
    count = 0
    try:
        for path in sorted(pathlib.Path(__file__).parent.glob("test_*.py")):
            module = importlib.import_module(path.stem)
            for name in sorted(n for n in dir(module) if n.startswith("test_")):
                if wanted not in f"{path.stem}.{name}":
                    continue
                count += 1
                start = time.monotonic()
                browser.open()
                try:
                    note = getattr(module, name)(browser)
                    print(f"ok   {path.stem}.{name} ({time.monotonic() - start:.1f} s){': ' + note if note else ''}")
                except Exception:
                    failures += 1
                    print(f"FAIL {path.stem}.{name}")
                    traceback.print_exc()
        if browser.errors:
            failures += 1
            print("FAIL console errors or warnings:\n  " + "\n  ".join(browser.errors))
    finally:
        browser.close()
    print(f"{count - failures if failures <= count else 0} of {count} browser tests passed" if failures else f"all {count} browser tests passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
