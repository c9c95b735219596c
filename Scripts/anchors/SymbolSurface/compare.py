#!/usr/bin/env python3
"""Compares two folders of public symbol graphs (an anchor's and this package's) and prints one
Markdown table row: the anchor's symbols, and how many are the same here, differ only in
Sendable/isolation, differ otherwise, are missing, miss an overload, or differ in kind or
hierarchy. With --details, every symbol that is not the same follows, one line each.

Used by Scripts/anchors/symbol-surface.sh; see its header for what is matched and how."""

import argparse
import difflib
import glob
import json
import os
import re
import sys

TYPE_KINDS = {
    "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias",
    "swift.associatedtype", "swift.actor",
}
MODULES = r"(?:Swift|RxSwift|RxRelay|RxCocoa|RxTest|RxBlocking|ReactiveSwift|AsyncAlgorithms" \
    r"|RxStyle|RxStyleTest|RxStyleTestKit|RxStyleBlocking|ProducerStyle|AsyncStyle|StyleInternals" \
    r"|Foundation|Dispatch|_Concurrency)\."
# Protocols of the concurrency model: a conformance to one of them is an isolation choice.
ISOLATION_PROTOCOLS = {"Sendable", "SendableMetatype", "Copyable", "Escapable"}


def deprecated(symbol):
    for entry in symbol.get("availability", []):
        if entry.get("isUnconditionallyDeprecated") or "deprecated" in entry:
            return True
    return False


def swift5_form(symbol):
    """A form obsoleted in Swift 6: the generated twin that Swift 5 callers see in place of a
    `@Sendable` declaration (Documentation/YourAppsSettings.md). The declaration it mirrors is
    compared instead."""
    return any(entry.get("domain") == "Swift" and "obsoleted" in entry for entry in symbol.get("availability", []))


def load(folder):
    """Symbols by precise id (synthesized copies apart), and each type's supertypes."""
    symbols, synthesized, relations = {}, {}, []
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            path_components = symbol["pathComponents"]
            if any(part.startswith("_") for part in path_components) or deprecated(symbol) or swift5_form(symbol):
                continue
            if symbol["kind"]["identifier"] == "swift.deinit":
                continue
            (synthesized if "::SYNTHESIZED::" in precise else symbols)[precise] = symbol
        relations.extend(graph["relationships"])
    names = {precise: ".".join(s["pathComponents"]) for precise, s in symbols.items()}
    supertypes, superclass = {}, {}
    for relation in relations:
        source = names.get(relation["source"])
        if source is None:
            continue
        target = names.get(relation["target"]) or relation.get("targetFallback", relation["target"])
        target = re.sub(r"^" + MODULES, "", target)
        if relation["kind"] == "conformsTo":
            supertypes.setdefault(source, set()).add(target)
        elif relation["kind"] == "inheritsFrom":
            superclass[source] = target
    return symbols, synthesized, supertypes, superclass


def top_level_cut(text, marker):
    """`text` up to the first `marker` outside brackets and parentheses."""
    depth = 0
    for index, character in enumerate(text):
        if character in "(<[":
            depth += 1
        elif character in ")>]" and not (character == ">" and text[index - 1] == "-"):
            depth -= 1
        elif depth == 0 and text.startswith(marker, index):
            return text[:index]
    return text


def plain_generic_clause(text):
    """`f<A: P, B>(` becomes `f<A, B>(`: the constraints are compared apart."""
    match = re.match(r"^([^<(]*?\w)<", text)
    if not match:
        return text
    start = match.end()
    depth, index = 1, start
    while index < len(text) and depth:
        depth += {"<": 1, ">": -1}.get(text[index], 0)
        index += 1
    names = [part.split(":")[0].strip() for part in re.split(r",(?![^<]*>)", text[start:index - 1])]
    return text[:start] + ", ".join(names) + ">" + text[index:]


def declaration(symbol):
    """The declaration as a caller sees it: internal parameter names, `override`, `final` and
    attributes that change no call left out; generic parameters renamed by position; module
    qualifiers, `Self.`, `any` and `some` dropped; a default's type name dropped (`= .now`);
    the constraints appended in order."""
    parts = [f["spelling"] for f in symbol.get("declarationFragments", []) if f["kind"] != "internalParam"]
    text = "".join(parts)
    text = re.sub(r"\b(?:override|final|convenience|required|dynamic)\s+", "", text)
    text = re.sub(r"@(?:discardableResult|inlinable|usableFromInline|inline\(\w+\)|_disfavoredOverload)\s*", "", text)
    text = top_level_cut(text, " where ")
    text = plain_generic_clause(text)
    text = re.sub(r"^(static |class )?let (\w+): (.*)$", r"\1var \2: \3 { get }", text)
    generics = symbol.get("swiftGenerics", {})
    # The function's own generic parameters are renamed by position; a type's keep their names,
    # which both sides share (`Element`, `Trait`) whether the member is on the type or a protocol.
    member = len(symbol["pathComponents"]) > 1
    renames = [(p["name"], "G%d_%d" % (p["depth"], p["index"])) for p in generics.get("parameters", [])
               if p["depth"] >= 1 or not member]

    def rename(part, names=True):
        part = re.sub(r"\bSelf\.", "", part)
        if names:
            for name, token in renames:
                part = re.sub(r"(?<![.\w])%s\b" % re.escape(name), token, part)
        return re.sub(MODULES, "", part)

    constraints = list(generics.get("constraints", [])) + list(symbol.get("swiftExtension", {}).get("constraints", []))
    rendered = sorted({"%s %s %s" % (rename(c["lhs"]), c["kind"], rename(c["rhs"], c["kind"] != "conformance"))
                       for c in constraints if not c["lhs"].startswith("some ")})
    text = rename(text)
    if rendered:
        text += " | " + ", ".join(rendered)
    text = re.sub(r"\b(?:any|some)\s+", "", text)
    text = re.sub(r"\bRxTime\b", "Date", text)
    text = re.sub(r"=\s*[A-Z]\w*\.(?=[a-z])", "= .", text)
    text = re.sub(r"\s*:\s*", ": ", text)
    text = re.sub(r"\bTestTime\b", "Int", text)
    return re.sub(r"\s+", " ", text).strip()


def without_isolation(text):
    for pattern in [r"@Sendable\s*", r"\bsending\s+", r"@MainActor\s*", r"@preconcurrency\s*", r"\bnonisolated\(nonsending\)\s*",
                    r"\bnonisolated\s+", r"@isolated\(any\)\s*", r"@unchecked\s+",
                    r"\s*&\s*(?:Sendable|SendableMetatype)\b", r"\b(?:Sendable|SendableMetatype)\s*&\s*",
                    r"\b\w+ conformance (?:Sendable|SendableMetatype)(?:, )?",
                    r":\s*(?:Sendable|SendableMetatype)\b(?=[,>])"]:
        text = re.sub(pattern, "", text)
    text = re.sub(r",\s*(?:Sendable|SendableMetatype)\b", "", text)
    text = re.sub(r"\s*\|\s*$", "", text.strip().rstrip(","))
    return re.sub(r"\s+", " ", text).strip()


def key(symbol):
    return (".".join(symbol["pathComponents"][:-1]), symbol["names"]["title"])


def base(title):
    return title.split("(")[0]


def labels(symbol):
    """The argument labels of a function's title: `f(_:with:)` gives `["_", "with"]`."""
    inside = symbol["names"]["title"].partition("(")[2].rstrip(")")
    return [label for label in inside.split(":") if label]


def parameters(symbol):
    """Each parameter's label and whether it has a default, from the declaration."""
    text = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    result, index = [], 0
    fragments = symbol.get("declarationFragments", [])
    for position, fragment in enumerate(fragments):
        if fragment["kind"] == "externalParam":
            rest = "".join(f["spelling"] for f in fragments[position + 1:])
            stop = top_level_cut(rest, ",")
            result.append((fragment["spelling"], " = " in top_level_cut(stop, ")")))
    return result if result or "(" not in text else [(label, False) for label in labels(symbol)]


def accepts(wanted, offered):
    """Whether a call with the labels `wanted` fits parameters `offered`, skipping defaulted ones."""
    index = 0
    for label, defaulted in offered:
        if index < len(wanted) and wanted[index] == label:
            index += 1
        elif not defaulted:
            return False
    return index == len(wanted)


def modifiers(symbol):
    spelled = {f["spelling"] for f in symbol.get("declarationFragments", []) if f["kind"] == "keyword"}
    return "open" in spelled


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--label", required=True)
    parser.add_argument("--details", action="store_true")
    parser.add_argument("anchor")
    parser.add_argument("ours")
    arguments = parser.parse_args()

    anchor, _, anchor_supertypes, anchor_superclass = load(arguments.anchor)
    ours, ours_synthesized, our_supertypes, our_superclass = load(arguments.ours)

    by_key, by_base, by_title, by_base_symbols = {}, set(), {}, {}
    for symbol in list(ours.values()) + list(ours_synthesized.values()):
        owner, title = key(symbol)
        by_key.setdefault((owner, title), []).append(symbol)
        by_base.add((owner, base(title)))
        by_base_symbols.setdefault((owner, base(title)), []).append(symbol)
        by_title.setdefault(title, []).append(symbol)
    # Real declarations before synthesized copies, so a match prefers them.
    for candidates in by_key.values():
        candidates.sort(key=lambda s: "::SYNTHESIZED::" in s["identifier"]["precise"])

    def candidates_for(owner, title):
        """This package's symbols of that owner and title, or of the owner's superclasses."""
        seen = set()
        while owner not in seen:
            seen.add(owner)
            found = by_key.get((owner, title))
            if found:
                return found
            owner = our_superclass.get(owner)
            if owner is None:
                break
        return []

    counts = dict(same=0, isolation=0, otherwise=0, missing=0, overload=0, kind=0)
    details = []
    used = set()
    pending = []
    for symbol in sorted(anchor.values(), key=lambda s: (key(s), declaration(s))):
        owner, title = key(symbol)
        name = owner + "." + title if owner else title
        kind = symbol["kind"]["identifier"]
        if kind in TYPE_KINDS:
            candidates = candidates_for(owner, title)
            if not candidates:
                counts["missing"] += 1
                details.append(("missing", name, kind, ""))
                continue
            mine = candidates[0]
            differences = []
            if mine["kind"]["identifier"] != kind:
                differences.append("%s here, %s there" % (mine["kind"]["identifier"], kind))
            chain, link = [], our_superclass.get(name)
            while link and link not in chain:
                chain.append(link)
                link = our_superclass.get(link)
            if anchor_superclass.get(name) and anchor_superclass[name] not in chain:
                differences.append("superclass %s here, %s there" % (our_superclass.get(name), anchor_superclass.get(name)))
            lacking = anchor_supertypes.get(name, set()) - our_supertypes.get(name, set()) - ISOLATION_PROTOCOLS
            if lacking:
                differences.append("does not conform to " + ", ".join(sorted(lacking)))
            if modifiers(symbol) and not modifiers(mine):
                differences.append("not open here")
            if differences:
                counts["kind"] += 1
                details.append(("kind or hierarchy", name, "; ".join(differences), ""))
            else:
                counts["same"] += 1
            continue
        pending.append(symbol)

    # Matches by owner and title: exact declarations first, then equal without isolation, then
    # whatever overload is left.
    outcome = {}
    for category, normalize in (("same", declaration), ("isolation", lambda s: without_isolation(declaration(s)))):
        for symbol in pending:
            if symbol["identifier"]["precise"] in outcome:
                continue
            wanted = normalize(symbol)
            for candidate in candidates_for(*key(symbol)):
                cid = (key(symbol)[0], candidate["identifier"]["precise"])
                if cid not in used and normalize(candidate) == wanted:
                    used.add(cid)
                    outcome[symbol["identifier"]["precise"]] = (category, candidate)
                    break
    for symbol in pending:
        if symbol["identifier"]["precise"] in outcome:
            continue
        owner, title = key(symbol)
        left = [c for c in candidates_for(owner, title) if (owner, c["identifier"]["precise"]) not in used]
        if left:
            wanted = without_isolation(declaration(symbol))
            closest = max(left, key=lambda c: difflib.SequenceMatcher(
                None, wanted, without_isolation(declaration(c))).ratio())
            used.add((owner, closest["identifier"]["precise"]))
            outcome[symbol["identifier"]["precise"]] = ("otherwise", closest)
            continue
        # A conformance the compiler derives (`==`, `hash(into:)`) has no symbol of its own.
        derived = {"==(_:_:)": "Equatable", "hash(into:)": "Hashable", "hashValue": "Hashable"}.get(title)
        if derived and derived in our_supertypes.get(owner, set()):
            outcome[symbol["identifier"]["precise"]] = ("same", None)
            continue
        # The same call with this package's extra defaulted parameters (a message, a column).
        callable_here = [c for c in by_base_symbols.get((owner, base(title)), [])
                         if accepts(labels(symbol), parameters(c))]
        if callable_here:
            outcome[symbol["identifier"]["precise"]] = ("otherwise", callable_here[0])
            continue
        # Declared on a type that conforms to the anchor's owner, or the other way round.
        elsewhere = [c for c in by_title.get(title, [])
                     if owner in our_supertypes.get(key(c)[0], set()) or key(c)[0] in our_supertypes.get(owner, set())]
        if elsewhere:
            outcome[symbol["identifier"]["precise"]] = ("otherwise", elsewhere[0])
        elif (owner, base(title)) in by_base:
            outcome[symbol["identifier"]["precise"]] = ("overload", None)
        else:
            outcome[symbol["identifier"]["precise"]] = ("missing", None)
    for symbol in pending:
        category, candidate = outcome[symbol["identifier"]["precise"]]
        counts[category] += 1
        if category != "same":
            owner, title = key(symbol)
            details.append((category, (owner + "." if owner else "") + title, declaration(symbol),
                            declaration(candidate) if candidate else ""))

    total = len(anchor)
    print("| %s | %d | %d | %d | %d | %d | %d | %d |" % (
        arguments.label, total, counts["same"], counts["isolation"], counts["otherwise"],
        counts["missing"], counts["overload"], counts["kind"]))
    if arguments.details:
        for category, name, there, here in sorted(details):
            print("%s\t%s\n\tanchor: %s\n\there:   %s" % (category, name, there, here), file=sys.stderr)


if __name__ == "__main__":
    main()
