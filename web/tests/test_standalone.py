"""colonnade.js on its own, from a local static server: the README's example prints what the
README says."""

import functools
import http.server
import re
import shutil
import tempfile
import threading

from browser import ROOT


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def readme_example():
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("### In a web page"):]
    code = re.search(r"```js\n(.*?)```", section, re.S).group(1)
    output = re.search(r"```text\n(.*?)```", section[section.index("```js"):], re.S).group(1)
    return code, output.strip().split("\n")


def test_readme_example_from_a_static_server(browser):
    code, expected = readme_example()
    with tempfile.TemporaryDirectory() as folder:
        for name in ("colonnade.js", "colonnade.wasm", "index.html"):
            shutil.copy(ROOT / "web" / "dist" / name, folder)
        with open(f"{folder}/example.html", "w") as page:
            page.write(f'<!doctype html><meta charset="utf-8"><script type="module">\n{code}\ndocument.title = "done";\n</script>\n')
        handler = functools.partial(QuietHandler, directory=folder)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            page = browser.browser.new_page()
            lines = []
            page.on("console", lambda m: m.type == "log" and lines.append(m.text))
            base = f"http://127.0.0.1:{server.server_address[1]}"
            page.goto(f"{base}/example.html")
            page.wait_for_function("document.title === 'done'", timeout=30000)
            assert lines == expected, f"the README's example printed {lines}, the README says {expected}"
            # The built playground works from a server too, not only from file://.
            page.goto(f"{base}/index.html")
            page.wait_for_selector("body[data-ready=true]", timeout=30000)
            assert page.evaluate("colonnade.layout().columns.length") >= 1
            page.close()
        finally:
            server.shutdown()
    return f"{len(expected)} lines as the README shows them"
