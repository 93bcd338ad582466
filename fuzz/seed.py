"""Writes seed inputs for every fuzz target: the real vectors, the daandtu samples,
str8ts.com puzzles, and each of them converted to every writable format by the CLI."""
import json, os, subprocess, sys

cli, out = sys.argv[1], sys.argv[2]
root = os.path.join(os.path.dirname(__file__), "..", "tests", "data")
boards = [json.loads(l)["text"] for l in open(os.path.join(root, "vectors.jsonl")) if l.strip()]
boards += [s["code"] for s in json.load(open(os.path.join(root, "daandtu-samples.json")))]
boards += [l.strip() for l in open(os.path.join(root, "str8ts-com-505.txt")) if l.strip() and not l.startswith("#")][:20]
names = [l.split()[0] for l in subprocess.run([cli, "formats"], capture_output=True, text=True, check=True).stdout.splitlines()]
seeds = {n.replace("-", "_"): set() for n in names}
seeds["detect"] = set(boards)
for b in boards:
    for n in names:
        r = subprocess.run([cli, "convert", "--to", n], input=b, capture_output=True, text=True)
        if r.returncode == 0 and r.stdout.strip():
            text = r.stdout.rstrip("\n")
            seeds[n.replace("-", "_")].add(text)
            seeds["detect"].add(text)
seeds["opensudoku_xml"].add('<?xml version="1.0" encoding="UTF-8"?>\n<opensudoku>\n<name>x</name>\n<game data="' + "0" * 80 + '1" />\n</opensudoku>')
for target, texts in seeds.items():
    d = os.path.join(out, target)
    os.makedirs(d, exist_ok=True)
    for k, t in enumerate(sorted(texts)):
        with open(os.path.join(d, f"seed{k:04d}"), "w") as f:
            f.write(t)
print(f"seeded {sum(len(v) for v in seeds.values())} inputs for {len(seeds)} targets")

# The engines target reads one byte per cell (high bit black, low nibble the
# digit): the first 100 str8ts.com puzzles in that form.
engines = os.path.join(out, "str8ts_engines")
os.makedirs(engines, exist_ok=True)
puzzles = [l.strip() for l in open(os.path.join(root, "str8ts-com-505.txt")) if l.strip() and not l.startswith("#")][:100]
for k, p in enumerate(puzzles):
    r = subprocess.run([cli, "convert", "--to", "str8ts-text"], input=p, capture_output=True, text=True, check=True)
    text = "".join(r.stdout.split())
    cells = bytearray()
    for ch in text[:81]:
        if ch == "#":
            cells.append(0x80)
        elif "a" <= ch <= "i":
            cells.append(0x80 | (ord(ch) - ord("a") + 1))
        elif ch.isdigit():
            cells.append(int(ch))
        else:
            cells.append(0)
    with open(os.path.join(engines, f"seed{k:04d}"), "wb") as f:
        f.write(bytes(cells))
