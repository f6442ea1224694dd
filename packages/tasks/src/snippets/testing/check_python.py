"""Checks Python snippets for the snippet guarantees.

Reads a JSON array of source strings on stdin; writes a JSON array of reports on stdout, one per
source: {"error": str|None, "undefined": [...], "unusedImports": [...], "tuples": [...], "shape": str|None}.
"""
import ast
import builtins
import json
import symtable
import sys

BUILTINS = set(dir(builtins)) | {"__file__", "__name__"}


def tables(table):
    yield table
    for child in table.get_children():
        yield from tables(child)


def check(source):
    report = {"error": None, "undefined": [], "unusedImports": [], "tuples": [], "shape": None}
    try:
        tree = ast.parse(source)
        top = symtable.symtable(source, "<snippet>", "exec")
    except SyntaxError as err:
        report["error"] = f"{err.msg} (line {err.lineno})"
        return report
    except ValueError as err:  # e.g. a null byte in the source
        report["error"] = str(err)
        return report
    module_defined = {
        s.get_name() for s in top.get_symbols() if s.is_assigned() or s.is_imported() or s.is_namespace()
    }
    referenced = set()
    undefined = set()
    for table in tables(top):
        for sym in table.get_symbols():
            name = sym.get_name()
            if sym.is_referenced():
                referenced.add(name)
                local = sym.is_assigned() or sym.is_imported() or sym.is_parameter() or sym.is_namespace()
                if sym.is_free():
                    continue
                if (table.get_type() == "module" or sym.is_global()) and not local:
                    if name not in module_defined and name not in BUILTINS:
                        undefined.add(name)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if isinstance(node, ast.ImportFrom) and node.module == "__future__":
                continue
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]
                if bound != "*" and bound not in referenced:
                    report["unusedImports"].append(bound)
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple) and len(node.value.elts) == 1:
            report["tuples"].append(node.lineno)
    report["undefined"] = sorted(undefined)

    class Blind(ast.NodeTransformer):
        def visit_Constant(self, node):
            if isinstance(node.value, str):
                return ast.Constant(value="S")
            return node

    report["shape"] = ast.dump(Blind().visit(tree), annotate_fields=False)
    return report


print(json.dumps([check(source) for source in json.load(sys.stdin)]))
