"""`colonnade.run(line)` in the page returns exactly what `colonnade simulate` prints (rule X6),
and after every line the page draws the layout it returned."""

import pathlib
import subprocess
import tempfile

from browser import BOXES, colonnade_binary, compare_boxes

SCRIPTS = sorted((pathlib.Path(__file__).parent / "scripts").glob("*.txt"))


def simulate(binary, script, arguments=()):
    with tempfile.TemporaryDirectory() as scratch:  # save/restore write files here
        out = subprocess.run([str(binary), "simulate", *arguments, str(script)], cwd=scratch, capture_output=True, text=True)
    assert out.returncode in (0, 1), out.stderr
    return out.stdout.splitlines()


RUN_IN_PAGE = """([config, lines, boxes]) => {
  colonnade.reset(config ?? undefined);
  const measure = new Function('return ' + boxes)();
  const out = [];
  for (const line of lines) {
    const text = colonnade.runJSON(line);
    if (text !== null) out.push([text, measure(), colonnade.layout()]);
  }
  return out;
}"""


def check(browser, binary, script, config=None, arguments=()):
    expected = simulate(binary, script, arguments)
    lines = script.read_text().split("\n")
    got = browser.js(RUN_IN_PAGE, [config, lines, BOXES])
    assert len(got) == len(expected), f"{script.name}: {len(got)} lines from the page, {len(expected)} from simulate"
    problems = []
    for number, ((text, dom, layout), line) in enumerate(zip(got, expected), 1):
        if text != line:
            problems.append(f"{script.name} step {number}:\n  page     {text}\n  simulate {line}")
        # The page draws the committed state (a peek-back's preview is not committed).
        problems += compare_boxes(dom, layout, f"{script.name} step {number}")
    assert not problems, "\n".join(problems[:10])
    return len(expected)


def test_scripts_match_simulate(browser):
    binary = colonnade_binary()
    total = sum(check(browser, binary, script) for script in SCRIPTS)
    return f"{len(SCRIPTS)} scripts, {total} lines byte for byte"


def test_duo_preset_matches_simulate(browser):
    binary = colonnade_binary()
    script = pathlib.Path(__file__).parent / "scripts" / "duo.txt"
    lines = check(browser, binary, script, config={"preset": "duo"}, arguments=["--preset", "duo"])
    return f"duo.txt with --preset duo: {lines} lines"


def test_reset_is_where_simulate_starts(browser):
    state = browser.js("colonnade.reset()")
    assert state["window"]["width"] == 1024 and state["window"]["height"] == 768, state["window"]
    assert state["destinations"] == [] and state["columns"]["primary"] == ["root"], state
    dom = browser.js("(b) => (new Function('return ' + b))()()", BOXES)
    assert (dom["width"], dom["height"]) == (1024, 768), dom
    assert not compare_boxes(dom, state["layout"], "after reset")
    assert browser.js("colonnade.run('# a comment')") is None
    assert browser.js("colonnade.run('resize 820 1180').step") == 1


def random_script(rng, length):
    """A seeded random script over every verb, with fractional numbers, bad words and comments."""
    columns = ["primary", "supplementary", "secondary", "inspector", "compact", "nowhere"]
    routes = ["Animals", "Profile", "Cat", "Kitten", "Dog", "x"]
    number = lambda low, high: rng.choice([str(rng.randint(low, high)), f"{rng.uniform(low, high):.3f}", f"{rng.randint(low, high)}.5"])
    makers = [
        lambda: f"destination {rng.choice(routes)} {rng.choice(['double', 'triple', 'quadruple'])}",
        lambda: f"resize {number(200, 2100)} {number(300, 1400)}",
        lambda: f"size-class {rng.choice(['compact', 'regular', 'auto', 'huge'])}",
        lambda: f"scale {rng.choice(['1', '2', '2.625', '3', '0', 'x'])}",
        lambda: rng.choice(["fold flat", f"fold book {number(100, 700)} {rng.choice(['0', '20'])}",
                            f"fold tabletop {number(100, 600)} 0", f"fold dual {number(300, 600)} 34", "fold sideways"]),
        lambda: f"rtl {rng.choice(['on', 'off'])}",
        lambda: f"inspector {rng.choice(['on', 'off'])}",
        lambda: f"select {rng.choice(routes)}" + rng.choice(["", " reset"]),
        lambda: f"{rng.choice(['show', 'push'])} {rng.choice(columns)} {rng.choice(routes)}",
        lambda: rng.choice(["back", "peek-back", "sidebar", "dismiss", "begin", "end", "ready", "sidebar"]),
        lambda: f"display-mode {rng.choice(['automatic', 'secondaryOnly', 'oneBesideSecondary', 'twoOverSecondary', 'twoDisplaceSecondary'])}",
        lambda: f"split-behavior {rng.choice(['automatic', 'tile', 'overlay', 'displace'])}",
        lambda: f"width {rng.choice(columns)} {number(0, 900)}",
        lambda: f"focus {rng.choice(columns)}",
        lambda: f"link colonnade://{rng.choice(routes)}/{rng.choice(routes)}",
        lambda: f"tick {rng.choice(['0', '1', '30', '301', '-1'])}",
        lambda: f"invalidate {rng.choice(columns)}",
        lambda: rng.choice(["save s.json", "restore s.json", "# a comment", "", "resize 800 600 # trailing", "  back  "]),
    ]
    return "\n".join(rng.choice(makers)() for _ in range(length)) + "\n"


def test_random_scripts_match_simulate(browser):
    """Forty seeded random scripts of 60 lines each, every verb, good and bad arguments."""
    import random

    binary = colonnade_binary()
    total = 0
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(40):
            script = pathlib.Path(folder) / f"random-{seed}.txt"
            script.write_text(random_script(random.Random(seed), 60))
            total += check(browser, binary, script)
    return f"40 random scripts, {total} lines byte for byte"
