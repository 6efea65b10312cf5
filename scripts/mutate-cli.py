#!/usr/bin/env python3
"""Mutation fuzzing through nibtool, for what the in-process fuzz target does not reach:
loading from disk, `set` and `resave` (saving). Each mutant of a seed file gets `check`,
`resave` and `set`; every run must end within 10 s, with exit 0, 1 or 2 (never a signal), a
sentence on stderr when it refuses, and `resave` must either write the input's exact bytes or
refuse. Usage: mutate-cli.py NIBTOOL COUNT [SEED_FILES...] (seeded, repeatable)."""
import os, random, re, subprocess, sys, tempfile

NUMBER = re.compile(rb'(="-?[0-9][0-9.e+-]*")')

def mutations(data, rng, others):
    """One mutation of the kinds the reliability issue lists."""
    kind = rng.choice(["number", "nan", "nest", "long", "utf8", "dangling", "duplicate", "splice", "truncate"])
    if kind in ("number", "nan"):
        spots = [m.span() for m in NUMBER.finditer(data)]
        if spots:
            a, b = rng.choice(spots)
            value = rng.choice([b"1e308", b"-1e308", b"3000000000", b"9223372036854775807", b"-1", b"0", b"1e-320"]) \
                if kind == "number" else rng.choice([b"NaN", b"inf", b"-inf", b"nan(0x1)"])
            return kind, data[:a] + b'="' + value + b'"' + data[b:]
    if kind == "nest":
        i = data.find(b"<subviews>")
        if i >= 0:
            depth = rng.choice([300, 5000, 100000])
            return kind, data[:i] + b"<subviews>" + b"<view><subviews>" * depth + b"</subviews></view>" * depth + data[i + 10:]
    if kind == "long":
        i = data.find(b'text="')
        if i >= 0:
            return kind, data[:i + 6] + b"W" * rng.choice([70000, 2 << 20]) + data[i + 6:]
    if kind == "utf8":
        i = rng.randrange(len(data))
        return kind, data[:i] + rng.choice([b"\xed\xa0\x80", b"\xc0\xaf", b"\xf5\x80\x80\x80", b"\xff", b"\xe2\x82"]) + data[i:]
    ids = re.findall(rb' id="([^"]+)"', data)
    if kind == "dangling" and ids:
        victim = rng.choice(ids)
        return kind, data.replace(b' id="' + victim + b'"', b' id="gone-' + victim + b'"', 1)
    if kind == "duplicate" and len(ids) > 1:
        a, b = rng.sample(ids, 2)
        return kind, data.replace(b' id="' + b + b'"', b' id="' + a + b'"', 1)
    if kind == "splice" and others:
        other = rng.choice(others)
        return kind, data[:rng.randrange(len(data))] + other[rng.randrange(len(other)):]
    return "truncate", data[:rng.randrange(len(data))]

def run(args, timeout=10):
    try:
        p = subprocess.run(args, capture_output=True, timeout=timeout)
        return p.returncode, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""

def main():
    nibtool, count, seeds = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    rng = random.Random(int(os.environ.get("MUTATE_SEED", "19")))
    datas = [open(s, "rb").read() for s in seeds]
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for n in range(count):
            seed = rng.randrange(len(datas))
            kind, mutant = mutations(datas[seed], rng, datas)
            path = os.path.join(folder, "m%d%s" % (n, os.path.splitext(seeds[seed])[1]))
            with open(path, "wb") as f:
                f.write(mutant)
            out = path + ".out" + os.path.splitext(path)[1]
            ids = re.findall(rb' id="([^"]+)"', mutant)
            target = (rng.choice(ids).decode("utf-8", "replace") if ids else "x")
            for args in ([nibtool, "check", path], [nibtool, "resave", path, "-o", out],
                         [nibtool, "set", path, "--id=" + target, "--key", "borderWidth", "--value", "3", "-o", out + ".set.xib"]):
                code, err = run(args)
                what = "%s mutant %d of %s: nibtool %s" % (kind, n, os.path.basename(seeds[seed]), args[1])
                if code == "timeout":
                    failures.append(what + ": over 10 s")
                elif code < 0 or code > 2:
                    failures.append(what + ": exit %s" % code)
                elif code == 2 and not err.strip():
                    failures.append(what + ": refused without a sentence")
                elif args[1] == "resave" and code == 0 and open(out, "rb").read() != mutant:
                    failures.append(what + ": resave changed the file silently")
            for leftover in os.listdir(folder):
                if ".nibbler-" in leftover:
                    failures.append("a temporary file was left behind: " + leftover)
    print("mutate-cli: %d mutants, %d failures" % (count, len(failures)))
    for f in failures[:20]:
        print("  " + f)
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
