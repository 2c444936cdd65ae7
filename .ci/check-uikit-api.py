#!/usr/bin/env python3
"""The UIKit API guard (CONTRIBUTING.md, "The UIKit API guard"); `.ci/check-uikit-api` runs it.

It type-checks, with the compiler's JSON AST dump, the UIKit stand-in, Brisk's UIKit-facing code
and the UIKit probe against the stand-in build, and reads from the dumps every use of a
declaration, a type or a conformance of the module `UIKit`. Then:

- coverage: every use in Sources/BriskSeams and Sources/BriskUIKit must have a use of the same
  kind in the probe (a call or read, a set, an override, a conformance), so Brisk uses only API
  the probe exercises, and the probe is checked against Apple's SDK;
- availability: every use in those sources, in Tests/BriskUIKitTests (less the stand-in's own
  tests) and in the probe must be available in its context: the deployment targets of
  Package.swift, raised by `if #available`, `guard #available` and `@available` on enclosing
  declarations, and limited by `#if` platform conditions. Linux ignores `@available(iOS ...)`, so
  the compiler cannot do it here.

Only the standard library of python3 is used.
"""

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading

PLATFORMS = ("iOS", "tvOS", "visionOS")
STAND_IN = "Tests/UIKitStandIn"
PROBE = "Tests/UIKitProbe"
SOURCES = ("Sources/BriskSeams", "Sources/BriskUIKit", "Sources/BriskFixtures")
TESTS = "Tests/BriskUIKitTests"
TESTS_EXCLUDED = "Tests/BriskUIKitTests/StandIn/"
# The platforms each part of the code is compiled for with Apple's SDKs: the libraries for every
# platform Package.swift declares, the UIKit tests on iOS only (.github/workflows/apple.yml).
SCOPE_PLATFORMS = {"source": PLATFORMS, "test": ("iOS",), "probe": PLATFORMS}
# The modules checked: (name, folder, scope).
MODULES = (("BriskSeams", SOURCES[0], "source"), ("BriskUIKit", SOURCES[1], "source"),
           ("BriskFixtures", SOURCES[2], "source"), ("BriskUIKitTests", TESTS, "test"))
GUIDE = 'CONTRIBUTING.md, "The UIKit API guard"'


def fail(message):
    print("error: " + message, file=sys.stderr)
    sys.exit(1)


# ----------------------------------------------------------------------------------------------
# Versions and Package.swift


def version(text):
    """A version as three numbers, so that 1, 1.0 and 1.0.0 compare equal."""
    parts = tuple(int(part) for part in str(text).split("."))
    return (parts + (0, 0, 0))[:3]


def spelled(v):
    """14.0 for (14, 0, 0), 13.4.1 for (13, 4, 1)."""
    return "%d.%d" % v[:2] + (".%d" % v[2] if v[2] else "")


def deployment_targets(package_swift):
    """The minimum version of each platform in `platforms:` of Package.swift."""
    targets = {}
    for platform in PLATFORMS:
        match = re.search(r"\.%s\(\s*(?:\.v(\d+(?:_\d+)*)|\"([\d.]+)\")\s*\)" % platform,
                          package_swift)
        if not match:
            fail("Package.swift declares no %s deployment target; the guard needs one" % platform)
        targets[platform] = version(match.group(1).replace("_", ".") if match.group(1)
                                    else match.group(2))
    return targets


# ----------------------------------------------------------------------------------------------
# #if platform conditions, evaluated as each platform's compiler does


class Condition:
    """Evaluates a `#if` condition for one platform: True, False, or None when unknown."""

    TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|\w+\s*\([^()]*\)|\w+)")

    def __init__(self, text):
        self.tokens = []
        position = 0
        text = text.strip()
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match:
                self.tokens = None  # unreadable: unknown on every platform
                return
            self.tokens.append(match.group(1).replace(" ", ""))
            position = match.end()

    def value(self, platform):
        if self.tokens is None:
            return None
        self.position = 0
        try:
            result = self.disjunction(platform)
        except (IndexError, ValueError):
            return None
        return result if self.position == len(self.tokens) else None

    def disjunction(self, platform):
        result = self.conjunction(platform)
        while self.position < len(self.tokens) and self.tokens[self.position] == "||":
            self.position += 1
            right = self.conjunction(platform)
            result = True if True in (result, right) else (
                False if result is False and right is False else None)
        return result

    def conjunction(self, platform):
        result = self.negation(platform)
        while self.position < len(self.tokens) and self.tokens[self.position] == "&&":
            self.position += 1
            right = self.negation(platform)
            result = False if False in (result, right) else (
                True if result is True and right is True else None)
        return result

    def negation(self, platform):
        token = self.tokens[self.position]
        if token == "!":
            self.position += 1
            inner = self.negation(platform)
            return None if inner is None else not inner
        if token == "(":
            self.position += 1
            inner = self.disjunction(platform)
            if self.tokens[self.position] != ")":
                raise ValueError(token)
            self.position += 1
            return inner
        self.position += 1
        match = re.fullmatch(r"(\w+)\((.*)\)", token)
        if match:
            function, argument = match.groups()
            if function == "os":
                return argument == platform
            if function == "canImport":
                return True if argument in ("UIKit", "XCTest", "Testing", "Foundation") else None
            return None
        if token in ("true", "false"):
            return token == "true"
        if token.startswith("BRISK_STANDIN_"):
            return False  # set only in the stand-in's own simulated builds
        return None


def presence(text):
    """For each line (1-based), the conditions of the `#if` branches that contain it."""
    lines = text.split("\n")
    stack = []  # per open #if: [previous branch conditions, this branch's condition]
    result = [None]
    for line in lines:
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, rest = directive.group(1), directive.group(2).split("//")[0]
            if kind == "if":
                stack.append([[], Condition(rest)])
            elif kind in ("elseif", "else") and stack:
                stack[-1][0].append(stack[-1][1])
                stack[-1][1] = Condition(rest) if kind == "elseif" else None
            elif kind == "endif" and stack:
                stack.pop()
        result.append([(list(previous), current) for previous, current in stack])
    return result


def compiled_on(frames, platform):
    """False when `platform`'s compiler surely removes code inside `frames`."""
    for previous, current in frames:
        if any(condition.value(platform) is True for condition in previous):
            return False
        if current is not None and current.value(platform) is False:
            return False
    return True


def rewrite_os_conditions(text, platform):
    """`#if` conditions as `platform` sees them: os(platform) true, every other os(...) false."""
    def line(match):
        return re.sub(r"\bos\((\w+)\)", lambda m: "true" if m.group(1) == platform else "false",
                      match.group(0))
    return re.sub(r"(?m)^\s*#(?:if|elseif)\b.*$", line, text)


# ----------------------------------------------------------------------------------------------
# The compiler


class Compiler:
    """Runs swift-frontend with the flags SwiftPM used for a module in the stand-in build."""

    def __init__(self, scratch):
        manifest = os.path.join(scratch, "debug.yaml")
        if not os.path.exists(manifest):
            fail("%s is missing: build the stand-in first (CONTRIBUTING.md, \"The UIKit stand-in\")"
                 % manifest)
        with open(manifest) as handle:
            self.manifest = handle.read()

    def driver_arguments(self, module):
        match = re.search(r'"C\.%s-[^"]*-debug\.module":\n(?:    .*\n)*?    args: (\[.*\])\n'
                          % re.escape(module), self.manifest)
        if not match:
            fail("the stand-in build has no module %s: build it with BRISK_UIKIT_STANDIN=1"
                 % module)
        arguments = json.loads(match.group(1))[1:]
        kept = []
        drop = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
                "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g"}
        drop_with_value = {"-emit-module-path", "-output-file-map", "-index-store-path",
                           "-emit-objc-header-path", "-module-name"}
        iterator = iter(arguments)
        for argument in iterator:
            if argument in ("-Xcc", "-Xfrontend", "-Xlinker", "-Xllvm"):
                kept += [argument, next(iterator)]
            elif argument in drop_with_value:
                next(iterator)
            elif (argument in drop or argument.startswith("-j") or argument.startswith("@")
                  or argument.endswith(".swift")):
                continue
            else:
                kept.append(argument)
        return kept

    def dump(self, flags_of, module, files, primaries, output):
        """Dumps the JSON AST of `primaries` (some of `files`) into `output`; returns stderr."""
        arguments = ["swiftc", "-module-name", module] + self.driver_arguments(flags_of) + [
            "-dump-ast", "-dump-ast-format", "json"] + files + ["-###"]
        jobs = subprocess.run(arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True)
        lines = (jobs.stdout or jobs.stderr).splitlines()
        if jobs.returncode != 0 or not lines:
            fail("swiftc could not plan the AST dump of %s:\n%s" % (module, jobs.stderr))
        job = shlex.split(lines[0])
        command, index, inputs = [], 0, set(files)
        while index < len(job):
            argument = job[index]
            if argument == "-primary-file":
                index += 1
                continue
            if argument == "-o":
                index += 2
                continue
            if argument in inputs and argument in primaries:
                command += ["-primary-file", argument]
            else:
                command.append(argument)
            index += 1
        with open(output, "w") as handle:
            finished = subprocess.run(command, stdout=handle, stderr=subprocess.PIPE,
                                      universal_newlines=True)
        return finished.returncode, finished.stderr


def read_dump(path):
    """Yields each source file's AST from a dump."""
    with open(path) as handle:
        text = handle.read()
    decoder, position = json.JSONDecoder(), 0
    while position < len(text):
        tree, position = decoder.raw_decode(text, position)
        yield tree
        while position < len(text) and text[position].isspace():
            position += 1


def demangle(names):
    """Demangled spellings of mangled names and USRs, with module names."""
    names = sorted(set(names))
    if not names:
        return {}
    mangled = ["$s" + name[2:] if name.startswith("s:") else name for name in names]
    result = subprocess.run(["swift", "demangle", "--compact"], input="\n".join(mangled) + "\n",
                            stdout=subprocess.PIPE, universal_newlines=True).stdout.split("\n")
    return dict(zip(names, result))


# ----------------------------------------------------------------------------------------------
# The stand-in: its declarations, their names, places and availability


class Declaration:
    """A declaration of the stand-in: `place` is its file and line, `parent` the type or extension
    it is in, `attributes` its `@available` attributes as the dump spells them."""

    def __init__(self, usr, name, kind, place, parent, attributes, static):
        self.usr, self.name, self.kind, self.place = usr, name, kind, place
        self.parent, self.attributes, self.static = parent, attributes, static
        self.qualified = name if parent is None or parent.qualified is None else (
            parent.qualified + "." + name)
        self.superclass = None  # for classes: the mangled superclass type
        self.parameters = None  # for functions: [(argument label, has a default)]

    def availability(self):
        """Per platform: ("unavailable",), or (introduced, deprecated, obsoleted, message) with
        None for what is not said, from its attributes and its parents'."""
        attributes, declaration = [], self
        while declaration is not None:
            attributes += declaration.attributes
            declaration = declaration.parent
        everywhere = [a for a in attributes if a.get("domain") == "*"]
        ios = [version(a["introduced"]) for a in attributes
               if a.get("domain") == "iOS" and "introduced" in a]
        result = {}
        for platform in PLATFORMS:
            mine = [a for a in attributes if a.get("domain") == platform]
            if any(a.get("unavailable") for a in mine + everywhere):
                result[platform] = ("unavailable",)
                continue
            introduced = [version(a["introduced"]) for a in mine if "introduced" in a]
            if not introduced and ios and platform == "tvOS":
                # Clang gives an Objective-C declaration marked for iOS alone the same tvOS
                # availability; the stand-in says so explicitly where Apple differs.
                introduced = ios
            if not introduced and ios and platform == "visionOS":
                # visionOS inherits iOS availability: 1.0 stands for iOS 17 and earlier, 2.0
                # for iOS 18, and from iOS 26 the numbers agree.
                introduced = [version(1) if v < version(18) else (
                    version(2) if v < version(19) else v) for v in ios]
            # Soft deprecation (`deprecated: 100000`) warns nowhere.
            deprecated = [version(a["deprecated"]) for a in mine
                          if isinstance(a.get("deprecated"), str)
                          and version(a["deprecated"]) < version(10000)]
            if any(a.get("deprecated") is True for a in mine + everywhere):
                deprecated.append(version(0))
            obsoleted = [version(a["obsoleted"]) for a in mine if "obsoleted" in a]
            messages = [a["message"] for a in mine + everywhere if a.get("message")]
            result[platform] = (max(introduced or [version(0)]),
                                min(deprecated) if deprecated else None,
                                min(obsoleted) if obsoleted else None,
                                messages[0] if messages else None)
        return result


def decl_name(node):
    name = node.get("name")
    if not isinstance(name, dict):
        return None
    base = name.get("base_name", {})
    text = base.get("name") or base.get("special") or ""
    if "args" in name and node.get("_kind") != "var_decl":
        text += "(" + "".join((label or "_") + ":" for label in name["args"]) + ")"
    return text


DECL_KINDS = {"class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl", "func_decl",
              "var_decl", "constructor_decl", "subscript_decl", "enum_element_decl", "typealias",
              "associated_type_decl", "destructor_decl"}
TYPE_KINDS = {"class_decl", "struct_decl", "enum_decl", "protocol", "typealias"}


class StandIn:
    def __init__(self):
        self.declarations = {}  # usr -> Declaration
        self.types = {}  # qualified name -> Declaration
        self.members = {}  # (owner qualified name, name, static) -> [Declaration]
        self.overloads = {}  # (owner qualified name, base name, static) -> [Declaration]

    def add_file(self, tree, root, extended_names):
        path = tree["filename"]
        with open(os.path.join(root, path), "rb") as handle:
            lines = LineMap(handle.read())

        def visit(node, parent):
            if isinstance(node, list):
                for item in node:
                    visit(item, parent)
                return
            if not isinstance(node, dict):
                return
            kind = node.get("_kind")
            if kind in DECL_KINDS and node.get("usr"):
                if kind == "extension_decl":
                    name = extended_names.get(node.get("extended_type"), "?")
                    declaration = Declaration(None, None, kind, None, None, attributes_of(node),
                                              False)
                    declaration.qualified = name
                else:
                    start = node.get("range", {}).get("start")
                    place = "%s:%d" % (path, lines.line(start)) if start is not None else path
                    declaration = Declaration(node["usr"], decl_name(node) or "?", kind, place,
                                              parent, attributes_of(node), bool(node.get("static")))
                    if kind == "class_decl":
                        declaration.superclass = node.get("inherits", {}).get("superclass_type")
                    if isinstance(node.get("params"), dict):
                        declaration.parameters = [
                            (parameter.get("apiName", ""), "default_arg" in parameter)
                            for parameter in node["params"].get("params", [])]
                    self.declarations[node["usr"]] = declaration
                    if kind in TYPE_KINDS:
                        self.types[declaration.qualified] = declaration
                    if parent is not None:
                        key = (parent.qualified, declaration.name, declaration.static)
                        self.members.setdefault(key, []).append(declaration)
                        key = (parent.qualified, declaration.name.split("(")[0], declaration.static)
                        self.overloads.setdefault(key, []).append(declaration)
                for key in ("members", "elements"):
                    visit(node.get(key, []), declaration)
                return
            if kind in ("pattern_binding_decl", "enum_case_decl", "if_config_decl"):
                for value in node.values():
                    visit(value, parent)

        visit(tree.get("items", []), None)


def attributes_of(node):
    return [a for a in node.get("attrs", []) if a.get("_kind") == "available_attr"]


class LineMap:
    def __init__(self, data):
        self.starts = [0] + [i + 1 for i, byte in enumerate(data) if byte == 10]
        self.data = data

    def line(self, offset):
        low, high = 0, len(self.starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if self.starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    def column(self, offset):
        return offset - self.starts[self.line(offset) - 1] + 1


# ----------------------------------------------------------------------------------------------
# Uses


class Use:
    __slots__ = ("key", "kind", "path", "offset", "context", "scope", "labels", "witness")

    def __init__(self, key, kind, path, offset, context, scope, labels=None, witness=False):
        self.key, self.kind, self.path, self.offset = key, kind, path, offset
        self.context, self.scope, self.labels = context, scope, labels
        # A member that witnesses a requirement of a conformance, rather than a call.
        self.witness = witness


# Fields of a dump that hold a mangled type.
TYPE_FIELDS = ("type", "interface_type", "result", "replacement_type", "extended_type",
               "superclass_type")
CONFORMANCE_KINDS = {"normal_conformance", "inherited_conformance", "specialized_conformance",
                     "self_conformance", "builtin_conformance", "abstract_conformance"}
# Expressions through which a call reaches its callee.
CALLEE_KINDS = {"dot_syntax_call_expr", "constructor_ref_call_expr", "function_conversion_expr",
                "declref_expr", "other_constructor_ref_expr"}


class Collector:
    """Walks a module's dump and records its uses of the stand-in, each with the availability its
    place guarantees: per platform, (the version, whether the code is marked unavailable)."""

    def __init__(self, stand_in, targets, module):
        self.stand_in, self.targets, self.module = stand_in, targets, module
        self.uses = []
        self.protocols = {}  # usr -> [(requirement name, static)]
        self.classes = {}  # usr -> mangled superclass type
        # Conformances the module declares: (mangled type, protocol usr, path, offset, context,
        # scope, the usr of the class declaring it or None).
        self.conformances = []

    def add_file(self, tree, scope):
        path = tree["filename"]
        start = dict((platform, (self.targets[platform], False)) for platform in PLATFORMS)

        def record(key, kind, offset, context, labels=None):
            self.uses.append(Use(key, kind, path, offset, context, scope, labels))

        def visit(node, context, offset, writing=False, labels=None):
            """`offset`: where the nearest enclosing node in the file starts (macro expansions are
            in buffers of their own); `writing`: whether `node` is being assigned or mutated;
            `labels`: the argument labels of the call whose callee `node` is."""
            if isinstance(node, list):
                for item in node:
                    visit(item, context, offset, writing)
                return
            if not isinstance(node, dict):
                return
            kind = node.get("_kind")
            where = node.get("range")
            if isinstance(where, dict) and "buffer_id" not in where and "start" in where:
                offset = where["start"]

            if kind in DECL_KINDS or kind in ("accessor_decl", "pattern_binding_decl"):
                context = declared(node, context)
                self.declaration(node, kind, path, offset, context, scope)
            if kind in CONFORMANCE_KINDS:
                if (kind == "normal_conformance"
                        and node.get("context", {}).get("module") == "UIKit"):
                    record(("conformance", node.get("type"), node.get("protocol")), "use", offset,
                           context)
                for key in ("conformance", "conformances", "substitutions"):
                    visit(node.get(key), context, offset)
                return
            for field in TYPE_FIELDS:
                value = node.get(field)
                if isinstance(value, str) and "5UIKit" in value:
                    record(("type", value), "use", offset, context)
            if isinstance(node.get("inherits"), dict):
                superclass = node["inherits"].get("superclass_type")
                if isinstance(superclass, str) and "5UIKit" in superclass:
                    record(("type", superclass), "use", offset, context)
            reference = node.get("decl")
            if isinstance(reference, dict):
                usr = reference.get("decl_usr")
                if usr in self.stand_in.declarations:
                    record(("decl", usr), "set" if writing else "use", offset, context, labels)
                visit(reference.get("substitutions"), context, offset)

            if kind in ("if_stmt", "guard_stmt", "while_stmt") and conditions(node):
                # `if #available` refines its body, `if #unavailable` its else; a guard refines
                # what follows it (below).
                positive, negative = context, context
                for queries, unavailable in conditions(node):
                    if unavailable:
                        negative = refined(queries, negative)
                    else:
                        positive = refined(queries, positive)
                for key, value in node.items():
                    if key in ("then_stmt", "body") and kind != "guard_stmt":
                        visit(value, positive, offset)
                    elif key == "else_stmt":
                        visit(value, negative, offset)
                    elif key not in ("_kind", "range"):
                        visit(value, context, offset)
                return
            if kind == "brace_stmt":
                for element in node.get("elements", []):
                    visit(element, context, offset)
                    if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                        for queries, unavailable in conditions(element):
                            if not unavailable:
                                context = refined(queries, context)
                return
            if kind == "call_expr" and isinstance(node.get("args"), dict):
                written = [argument.get("label", "") for argument in node["args"].get("args", [])
                           if argument.get("expr", {}).get("_kind") != "default_argument_expr"]
                visit(node.get("fn"), context, offset, labels=written)
                visit(node.get("args"), context, offset)
                return
            for key, value in node.items():
                if key in ("decl", "override", "inherits") or not isinstance(value, (dict, list)):
                    continue
                if key in ("fn", "sub_expr") and labels is not None and kind in CALLEE_KINDS:
                    visit(value, context, offset, labels=labels)
                elif kind == "assign_expr":
                    visit(value, context, offset, writing=key == "dest")
                elif kind == "inout_expr" and key == "sub_expr":
                    visit(value, context, offset, writing=True)
                elif writing and key == "base" and kind in ("member_ref_expr", "subscript_expr"):
                    # Setting a.b sets a too when a is a value, not when it is an object.
                    base = value.get("type", "") if isinstance(value, dict) else ""
                    visit(value, context, offset, writing=not re.search(r"(C|XM[ot]?|m)D$", base))
                elif writing and key in ("sub_expr", "elements") and kind != "load_expr":
                    visit(value, context, offset, writing=True)
                else:
                    visit(value, context, offset)

        visit(tree.get("items", []), start, 0)

    def declaration(self, node, kind, path, offset, context, scope):
        """Records what a declaration of the module overrides, declares and conforms to."""
        if kind == "protocol" and node.get("usr"):
            self.protocols[node["usr"]] = [
                (decl_name(member), bool(member.get("static")))
                for member in node.get("members", [])
                if member.get("_kind") in ("func_decl", "var_decl", "constructor_decl",
                                           "subscript_decl") and decl_name(member)]
        if kind == "class_decl" and node.get("usr"):
            self.classes[node["usr"]] = node.get("inherits", {}).get("superclass_type")
        if kind != "accessor_decl":
            for overridden in node.get("override", []):
                if overridden in self.stand_in.declarations:
                    self.uses.append(Use(("decl", overridden), "override", path, offset, context,
                                         scope))
        inherits = node.get("inherits")
        for conformance in inherits.get("conformances", []) if isinstance(inherits, dict) else []:
            if (conformance.get("_kind") == "normal_conformance"
                    and conformance.get("source_kind") == "explicit"
                    and conformance.get("context", {}).get("module") == self.module):
                self.conformances.append((
                    conformance.get("type"), conformance.get("protocol"), path, offset, context,
                    scope, node.get("usr") if kind == "class_decl" else None))


def declared(node, context):
    """The availability a declaration's `@available` attributes give its signature and body."""
    attributes = attributes_of(node)
    if not attributes:
        return context
    context = dict(context)
    for attribute in attributes:
        domain = attribute.get("domain")
        for platform in PLATFORMS if domain == "*" else ((domain,) if domain in PLATFORMS else ()):
            introduced, unavailable = context[platform]
            if attribute.get("unavailable"):
                unavailable = True
            if "introduced" in attribute:
                introduced = max(introduced, version(attribute["introduced"]))
            context[platform] = (introduced, unavailable)
    return context


def refined(queries, context):
    """The availability inside `#available(queries)`; the wildcard changes nothing."""
    context = dict(context)
    for query in queries:
        if query.get("domain") in PLATFORMS and "version" in query:
            introduced, unavailable = context[query["domain"]]
            context[query["domain"]] = (max(introduced, version(query["version"])), unavailable)
    return context


def conditions(node):
    """The `#available` and `#unavailable` conditions of a statement: [(queries, unavailable)]."""
    found = []
    for condition in node.get("conditions", []):
        if isinstance(condition, dict) and condition.get("_kind") in ("#available", "#unavailable"):
            queries = condition.get("queries", [])
            # #available must name the wildcard '*' and #unavailable must not; the dump spells
            # both `#available`.
            unavailable = condition.get("_kind") == "#unavailable" or not any(
                query.get("domain") == "*" for query in queries)
            found.append((queries, unavailable))
    return found


# ----------------------------------------------------------------------------------------------
# The check


class Guard:
    """One run of the check over a checkout: `modules` are dumped afresh, `reuse` maps others to
    dumps of identical sources from an earlier run."""

    def __init__(self, root, scratch, work, modules=None, reuse=None):
        self.root, self.scratch, self.work = root, scratch, work
        self.modules = [m for m in MODULES if modules is None or m[0] in modules]
        self.reuse = reuse or {}
        with open(os.path.join(root, "Package.swift")) as handle:
            self.targets = deployment_targets(handle.read())
        self.compiler = Compiler(scratch)
        self.dumps, self.diagnostics, self.uses = {}, {}, []

    def swift_files(self, folder):
        found = []
        for directory, _, names in os.walk(os.path.join(self.root, folder)):
            for name in names:
                if name.endswith(".swift"):
                    found.append(os.path.relpath(os.path.join(directory, name), self.root))
        return sorted(found)

    def stage(self):
        """Copies the Swift files into work/ios with their `#if os(...)` as iOS evaluates them."""
        self.staged = os.path.join(self.work, "ios")
        self.files = {}
        for folder in (STAND_IN, PROBE) + tuple(folder for _, folder, _ in self.modules):
            self.files[folder] = self.swift_files(folder)
            for path in self.files[folder]:
                with open(os.path.join(self.root, path)) as handle:
                    text = handle.read()
                target = os.path.join(self.staged, path)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "w") as handle:
                    handle.write(text if folder == STAND_IN else rewrite_os_conditions(text, "iOS"))

    def dump_all(self, tolerate=None):
        """Dumps the stand-in, the modules and the probe, two at a time; a failure to type-check
        fails the check, except in the module `tolerate` (see `self.diagnostics`)."""
        self.stage()
        if not self.files[PROBE]:
            fail("%s has no Swift files: the probe is missing" % PROBE)
        jobs = [("UIKit", "UIKit", STAND_IN, self.files[STAND_IN])]
        for module, folder, _ in self.modules:
            primaries = [f for f in self.files[folder] if not f.startswith(TESTS_EXCLUDED)]
            jobs.append((module, module, folder, primaries))
        jobs.append(("UIKitProbe", "BriskSeams", PROBE, self.files[PROBE]))
        jobs = [job for job in jobs if job[0] not in self.reuse]
        self.dumps.update(self.reuse)
        failed = []

        def dump(job):
            module, flags_of, folder, primaries = job
            output = os.path.join(self.work, module + ".json")
            status, diagnostics = self.compiler.dump(
                flags_of, module, self.files[folder], primaries, output)
            if status != 0:
                failed.append(module)
            self.dumps[module] = output
            self.diagnostics[module] = diagnostics

        cwd = os.getcwd()
        os.chdir(self.staged)
        try:
            # The longest dump (the test target's) runs beside the others: two cores.
            jobs.sort(key=lambda job: -len(job[3]))
            worker = threading.Thread(target=lambda: [dump(job) for job in jobs[:1]])
            worker.start()
            for job in jobs[1:]:
                dump(job)
            worker.join()
        finally:
            os.chdir(cwd)
        failed = [module for module in failed if module != tolerate]
        if failed:
            for module in failed:
                print(self.diagnostics[module], file=sys.stderr)
            fail("the UIKit API guard could not type-check %s against the stand-in (above)"
                 % ", ".join(failed))

    def analyse(self):
        """Reads the dumps into `self.uses`."""
        trees = dict((module, list(read_dump(path))) for module, path in self.dumps.items())
        extended = set()
        for tree in trees["UIKit"]:
            for item in tree.get("items", []):
                if item.get("_kind") == "extension_decl":
                    extended.add(item.get("extended_type"))
        names = demangle(extended)
        extended_names = dict((mangled, re.sub(r"^(UIKit|Foundation|Swift)\.", "", names[mangled]))
                              for mangled in extended)
        stand_in = StandIn()
        for tree in trees["UIKit"]:
            stand_in.add_file(tree, self.staged, extended_names)
        self.stand_in = stand_in

        collectors = {}
        for module, folder, scope in self.modules + [("UIKitProbe", PROBE, "probe")]:
            collector = Collector(stand_in, self.targets, module)
            for tree in trees[module]:
                collector.add_file(tree, scope)
            collectors[module] = collector
        del trees
        uses = [use for collector in collectors.values() for use in collector.uses]
        uses += self.witnesses(collectors)

        # Mangled types become the stand-in's types they name.
        mangled = set(use.key[1] for use in uses if use.key[0] in ("type", "conformance"))
        mangled |= set(use.key[2] for use in uses if use.key[0] == "conformance")
        spellings = demangle(mangled)
        for use in uses:
            if use.key[0] == "type":
                for name in self.stand_in_types(spellings.get(use.key[1], "")):
                    self.uses.append(Use(("type", name), use.kind, use.path, use.offset,
                                         use.context, use.scope))
            elif use.key[0] == "conformance":
                conforming = self.stand_in_types(spellings.get(use.key[1], ""))
                protocol = re.sub(r"^(Swift|Foundation|UIKit)\.", "",
                                  spellings.get(use.key[2], use.key[2]))
                conforming = conforming[0] if conforming else spellings.get(use.key[1], use.key[1])
                self.uses.append(Use(("conformance", conforming, protocol), "use", use.path,
                                     use.offset, use.context, use.scope))
            else:
                self.uses.append(use)

    def listing(self, scope):
        """What `scope` uses, one `KIND NAME (PLACE)` line each."""
        listed = set()
        for use in self.uses:
            if use.scope == scope:
                declaration = self.declaration(use.key)
                listed.add((use.kind, self.describe(use.key) + (
                    " (%s)" % declaration.place if declaration is not None else "")))
        return ["%-8s %s" % (kind, description)
                for kind, description in sorted(listed, key=lambda item: (item[1], item[0]))]

    def stand_in_types(self, spelling):
        names = []
        for match in re.finditer(r"\bUIKit\.([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)",
                                 spelling):
            parts = match.group(1).split(".")
            for length in range(len(parts), 0, -1):
                name = ".".join(parts[:length])
                if name in self.stand_in.types:
                    names.append(name)
                    break
        return names

    def witnesses(self, collectors):
        """A conformance of a UIKit type (or a subclass) to Brisk's protocol uses the members of
        the stand-in that witness its requirements: those with the requirement's name."""
        protocols, classes = {}, {}
        for collector in collectors.values():
            protocols.update(collector.protocols)
            classes.update(collector.classes)
        pending = [c for collector in collectors.values() for c in collector.conformances]
        spellings = demangle(set(c[0] for c in pending if c[0]) | set(
            s for s in classes.values() if s))
        uses = []
        for mangled, protocol, path, offset, context, scope, owner in pending:
            requirements = protocols.get(protocol)
            if not requirements:
                continue
            chain, types, seen = [], self.stand_in_types(spellings.get(mangled, "")), set()
            if not types and owner in classes:
                types = self.stand_in_types(spellings.get(classes[owner] or "", ""))
            while types and types[0] not in seen:
                seen.add(types[0])
                chain.append(types[0])
                declaration = self.stand_in.types.get(types[0])
                superclass = declaration.superclass if declaration is not None else None
                types = self.stand_in_types(
                    demangle([superclass]).get(superclass, "")) if superclass else []
            for name, static in requirements:
                for owner_type in chain:
                    for declaration in self.stand_in.members.get((owner_type, name, static), []):
                        uses.append(Use(("decl", declaration.usr), "use", path, offset, context,
                                        scope, witness=True))
        return uses

    def describe(self, key):
        if key[0] == "decl":
            declaration = self.stand_in.declarations.get(key[1])
            if declaration is not None:
                return "'%s'" % declaration.qualified
            return "'%s'" % demangle([key[1]]).get(key[1], key[1])
        if key[0] == "type":
            return "the type '%s'" % key[1]
        return "the conformance '%s: %s'" % (key[1], key[2])

    def declaration(self, key):
        if key[0] == "decl":
            return self.stand_in.declarations.get(key[1])
        if key[0] == "type":
            return self.stand_in.types.get(key[1])
        return None

    @staticmethod
    def problem(needed, guaranteed, unavailable_context):
        """'late', 'unavailable', 'deprecated' or None, for one platform."""
        if unavailable_context:
            return None  # code marked unavailable there may use anything
        if needed[0] == "unavailable" or (needed[2] is not None and guaranteed >= needed[2]):
            return "unavailable"
        if needed[0] > guaranteed:
            return "late"
        if needed[1] is not None and guaranteed >= needed[1]:
            return "deprecated"
        return None

    def overload_fits(self, declaration, use, platform):
        """Whether Apple's compiler would pick another overload: on Apple platforms, overload
        resolution passes over an overload that is not available where it is called, so a call
        that Linux resolves to `declaration` (UIAction's iOS 17 initializer, say) may resolve to
        an older overload (the iOS 13 one) that takes the same argument labels."""
        if use.labels is None or declaration.parent is None:
            return False
        guaranteed, unavailable_context = use.context[platform]
        key = (declaration.parent.qualified, declaration.name.split("(")[0], declaration.static)
        for other in self.stand_in.overloads.get(key, []):
            if other is declaration or other.parameters is None:
                continue
            if self.problem(other.availability()[platform], guaranteed, unavailable_context):
                continue
            labels, fits = list(use.labels), True
            for label, has_default in other.parameters:
                if labels and labels[0] == label:
                    labels.pop(0)
                elif not has_default:
                    fits = False
                    break
            if fits and not labels:
                return True
        return False

    def report(self):
        """Every problem, as `path:line:column: error: message` lines, sorted."""
        staged, uses = self.staged, self.uses
        maps, frames = {}, {}

        def place(use):
            if use.path not in maps:
                with open(os.path.join(staged, use.path), "rb") as handle:
                    maps[use.path] = LineMap(handle.read())
                with open(os.path.join(self.root, use.path)) as handle:
                    frames[use.path] = presence(handle.read())
            lines = maps[use.path]
            return lines.line(use.offset), lines.column(use.offset)

        problems = set()
        # Coverage: each use in the sources needs a use of the same kind in the probe; any use
        # in the probe covers a plain use (a call, a read, a type, a conformance).
        probe = {}
        for use in uses:
            if use.scope == "probe":
                probe.setdefault(use.key, set()).add(use.kind)
        for use in uses:
            if use.scope != "source":
                continue
            kinds = probe.get(use.key, set())
            if use.kind in kinds or (use.kind == "use" and kinds):
                continue
            line, column = place(use)
            declaration = self.declaration(use.key)
            name = self.describe(use.key) + (" (%s)" % declaration.place if declaration else "")
            if use.kind == "use" or not kinds:
                what = "%s is not in the UIKit probe" % name
            else:
                verb = {"set": "sets", "override": "overrides"}[use.kind]
                what = "this %s %s, which the UIKit probe never %s" % (verb, name, verb)
            how = {"set": "an assignment to it", "override": "an override of it in a subclass"}.get(
                use.kind, {"decl": "a use of it spelled with its exact type",
                           "type": "a use of the type",
                           "conformance": "a generic constraint that needs it (Conformances.swift)"
                           }[use.key[0]])
            problems.add((use.path, line, column,
                          "%s: Brisk may use only UIKit API that the probe exercises. Add to %s "
                          "%s, and type-check the probe against Apple's SDK (%s); if Apple's "
                          "UIKit lacks it, it is stand-in-only API, which Brisk must not use" % (
                              what, PROBE, how, GUIDE)))

        # Availability, per platform the code is compiled for.
        for use in uses:
            declaration = self.declaration(use.key)
            if declaration is None:
                continue
            availability = declaration.availability()
            late, unavailable, deprecated = [], [], []
            for platform in SCOPE_PLATFORMS[use.scope]:
                guaranteed, unavailable_context = use.context[platform]
                problem = self.problem(availability[platform], guaranteed, unavailable_context)
                if problem is None or self.overload_fits(declaration, use, platform):
                    continue
                # Swift does not warn when a deprecated member witnesses a protocol requirement
                # (checked with Apple's SDK at an iOS 17 target), so calling a deprecated API
                # through a protocol is the way to keep an older path without a warning.
                if problem == "deprecated" and use.witness:
                    continue
                line, column = place(use)
                if not compiled_on(frames[use.path][line], platform):
                    continue
                found = {"late": late, "unavailable": unavailable, "deprecated": deprecated}
                found[problem].append((platform, availability[platform], guaranteed))
            name = "%s (%s)" % (self.describe(use.key), declaration.place)
            if late:
                needs = ", ".join("%s %s" % (p, spelled(a[0])) for p, a, _ in late)
                has = ", ".join("%s %s" % (p, spelled(g)) for p, _, g in late)
                problems.add((use.path, line, column,
                              "%s is only available in %s or newer, and this code may run on %s "
                              "(Linux ignores @available): put it in 'if #available(%s, *)' or "
                              "after 'guard #available(%s, *) else { ... }', or mark the enclosing "
                              "declaration '@available(%s, *)'" % (
                                  name, needs, has, needs, needs, needs)))
            for platform, _, _ in unavailable:
                problems.add((use.path, line, column,
                              "%s is unavailable in %s (Linux ignores @available): leave it out of "
                              "the %s build with '#if !os(%s)', or mark the enclosing declaration "
                              "'@available(%s, unavailable)'" % (name, platform, platform, platform,
                                                                platform)))
            for platform, needed, _ in deprecated:
                problems.add((use.path, line, column,
                              "%s is deprecated in %s %s%s, a warning with Apple's SDK, and Brisk "
                              "builds with zero warnings: use its replacement there" % (
                                  name, platform, spelled(needed[1]),
                                  ' ("%s")' % needed[3] if needed[3] else "")))

        return ["%s:%d:%d: error: %s" % problem for problem in sorted(problems)]


# ----------------------------------------------------------------------------------------------
# The self-test: planted mistakes, in a temporary copy, must fail


PLANT = "Sources/BriskUIKit/GuardPlant.swift"
PLANTED = """#if canImport(UIKit)
  import UIKit

  // Planted by .ci/check-uikit-api in a temporary copy of the checkout, never in the repository.
  @MainActor func guardPlantUnguarded(_ button: UIButton) {
    button.addAction(UIAction { _ in }, for: .touchUpInside)  // UNGUARDED
  }

  @MainActor func guardPlantGuarded(_ button: UIButton) {
    if #available(iOS 14.0, tvOS 14.0, *) {
      button.addAction(UIAction { _ in }, for: .touchUpInside)
    }
    guard #available(iOS 14.0, tvOS 14.0, *) else { return }
    button.addAction(UIAction { _ in }, for: .touchUpInside)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor func guardPlantAnnotated(_ button: UIButton) {
    button.addAction(UIAction { _ in }, for: .touchUpInside)
  }

  @MainActor func guardPlantStandInOnly(_ animator: UIViewPropertyAnimator) -> [String] {
    animator.programmerErrors  // STAND-IN ONLY
  }
#endif
"""

# The stand-in declares Apple's imported Objective-C enums @nonexhaustive, so a `switch` over
# UIGestureRecognizer.State without `@unknown default` fails to type-check, as in Swift 6 on iOS.
SWITCH_PLANT_ENABLED = True
SWITCH_PLANT = "Sources/BriskUIKit/GuardSwitchPlant.swift"
SWITCH_PLANTED = """#if canImport(UIKit)
  import UIKit

  // Planted by .ci/check-uikit-api in a temporary copy of the checkout, never in the repository.
  @MainActor func guardPlantSwitch(_ recognizer: UIGestureRecognizer) -> Bool {
    switch recognizer.state {  // NO UNKNOWN DEFAULT
    case .possible, .failed: false
    case .began, .changed, .ended, .cancelled: true
    }
  }
#endif
"""


class SelfTest:
    """Keeps the guard honest: in a temporary copy of the checkout it plants an unguarded iOS 14
    call (and the same call guarded three ways, which must pass), a use of stand-in-only API, and
    takes one line out of the probe; each must fail with its message. The copy reuses the clean
    run's dumps of the stand-in and BriskSeams: only BriskUIKit and the probe are dumped again."""

    def __init__(self, clean, work):
        self.clean, self.work = clean, work
        self.failures = []

    def copy(self, name):
        root = os.path.join(self.work, name)
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
        shutil.copy(os.path.join(self.clean.root, "Package.swift"), root)
        for folder in (STAND_IN, PROBE) + SOURCES:
            shutil.copytree(os.path.join(self.clean.root, folder), os.path.join(root, folder))
        return root

    def write(self, root, path, text):
        with open(os.path.join(root, path), "w") as handle:
            handle.write(text)

    def line_of(self, text, marker):
        return next(number for number, line in enumerate(text.split("\n"), 1) if marker in line)

    def expect(self, problems, pattern, what):
        found = [problem for problem in problems if re.match(pattern, problem)]
        if found:
            print("self-test: %s fails, as it must:" % what)
            for problem in found:
                print("  " + problem)
        else:
            self.failures.append("%s did not fail with a message matching %s" % (what, pattern))
        return found

    def probe_line(self):
        """A line of the probe whose removal leaves a declaration the sources use uncovered:
        (path, line, the declaration's name), or None."""
        at = {}
        for use in self.clean.uses:
            if use.scope == "probe" and use.key[0] == "decl":
                lines = LineMap(open(os.path.join(self.clean.staged, use.path), "rb").read())
                at.setdefault(use.key, set()).add((use.path, lines.line(use.offset)))
        used = set(use.key for use in self.clean.uses
                   if use.scope == "source" and use.kind == "use")
        for key in sorted(used & set(at), key=lambda key: sorted(at[key])):
            if len(at[key]) != 1:
                continue
            path, line = next(iter(at[key]))
            text = open(os.path.join(self.clean.root, path)).read().split("\n")[line - 1]
            if re.match(r"\s*let _: [^{}]* = [^{}]*$", text) and not text.rstrip().endswith("="):
                return path, line, self.clean.describe(key)
        return None

    def run(self):
        root = self.copy("planted")
        self.write(root, PLANT, PLANTED)
        removed = self.probe_line()
        if removed is None:
            self.failures.append("no one-line use in %s to take out" % PROBE)
        else:
            path, line, _ = removed
            lines = open(os.path.join(root, path)).read().split("\n")
            lines[line - 1] = ""
            self.write(root, path, "\n".join(lines))
        reuse = dict((module, self.clean.dumps[module]) for module in ("UIKit", "BriskSeams"))
        guard = Guard(root, self.clean.scratch, os.path.join(self.work, "planted-dumps"),
                      modules=("BriskSeams", "BriskUIKit"), reuse=reuse)
        guard.dump_all()
        guard.analyse()
        problems = guard.report()

        unguarded = self.line_of(PLANTED, "UNGUARDED")
        self.expect(problems, r"%s:%d:\d+: error: 'UIControl\.addAction\(_:for:\)' \(%s/[^)]*\) "
                    r"is only available in iOS 14\.0" % (re.escape(PLANT), unguarded, STAND_IN),
                    "an unguarded iOS 14 call in BriskUIKit")
        guarded = [problem for problem in problems
                   if problem.startswith(PLANT + ":")
                   and re.search(r"is only available|is unavailable", problem)
                   and not problem.startswith("%s:%d:" % (PLANT, unguarded))]
        if guarded:
            self.failures.append("the guarded iOS 14 calls were reported:\n  "
                                 + "\n  ".join(guarded))
        self.expect(problems, r"%s:%d:\d+: error: 'UIViewPropertyAnimator\.programmerErrors' "
                    r"\(%s/[^)]*\) is not in the UIKit probe" % (
                        re.escape(PLANT), self.line_of(PLANTED, "STAND-IN ONLY"), STAND_IN),
                    "stand-in-only API in BriskUIKit")
        if removed is not None:
            self.expect(problems, r"Sources/[^:]*:\d+:\d+: error: %s \(%s/[^)]*\) is not in the "
                        r"UIKit probe" % (re.escape(removed[2]), STAND_IN),
                        "taking %s:%d out of the probe" % (removed[0], removed[1]))

        if SWITCH_PLANT_ENABLED:
            # Type-checked directly against the built stand-in module: what the compiler says of
            # a switch is all this plant needs.
            root = self.copy("switch")
            self.write(root, SWITCH_PLANT, SWITCH_PLANTED)
            checked = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", "6", "-I",
                 os.path.join(self.clean.scratch, "debug", "Modules"), SWITCH_PLANT],
                cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                universal_newlines=True)
            diagnostics = [line for line in checked.stdout.split("\n")
                           if re.search(r"(error|warning): ", line)]
            self.expect(diagnostics, r"%s:%d:\d+: (error|warning): .*(unknown|exhaustive)" % (
                re.escape(SWITCH_PLANT), self.line_of(SWITCH_PLANTED, "NO UNKNOWN DEFAULT")),
                "a switch over UIGestureRecognizer.State without @unknown default")

        for failure in self.failures:
            print("error: the UIKit API guard's self-test: " + failure, file=sys.stderr)
        return 1 if self.failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=".", help="the checkout to check")
    parser.add_argument("--scratch", default=".build-standin", help="the stand-in build folder")
    parser.add_argument("--keep", help="keep the AST dumps in this folder")
    parser.add_argument("--self-test", action="store_true",
                        help="then check that planted mistakes fail (SelfTest, below)")
    parser.add_argument("--list", choices=("source", "test", "probe"),
                        help="list the stand-in declarations, types and conformances that the "
                        "sources, the tests or the probe use, and check nothing")
    options = parser.parse_args()
    # The dumps are deep trees: walk them on a thread with a large stack.
    threading.stack_size(512 * 1024 * 1024)
    sys.setrecursionlimit(1000000)
    status = []

    def body():
        work = options.keep or tempfile.mkdtemp(prefix="uikit-api.")
        os.makedirs(work, exist_ok=True)
        try:
            root, scratch = os.path.abspath(options.root), os.path.abspath(options.scratch)
            guard = Guard(root, scratch, work)
            guard.dump_all()
            guard.analyse()
            if options.list:
                print("\n".join(guard.listing(options.list)))
                status.append(0)
                return
            problems = guard.report()
            for problem in problems:
                print(problem)
            if problems:
                print("error: the UIKit API guard found %d problem%s (%s)" % (
                    len(problems), "" if len(problems) == 1 else "s", GUIDE), file=sys.stderr)
                status.append(1)
                return
            print("UIKit API guard: Brisk uses only UIKit API that the probe exercises, each where "
                  "it is available")
            if options.self_test:
                status.append(SelfTest(guard, os.path.join(work, "self-test")).run())
            else:
                status.append(0)
        finally:
            if not options.keep:
                shutil.rmtree(work, ignore_errors=True)

    thread = threading.Thread(target=body)
    thread.start()
    thread.join()
    sys.exit(status[0] if status else 2)


if __name__ == "__main__":
    main()
