"""Starts the Java virtual machine that runs the library, once per process, and turns its exceptions into Python's.

The jars are looked up in this order: the environment variable ``DIPJUDGE_CLASSPATH`` (a class path, entries
separated by ``os.pathsep``), the ``jars`` folder inside this package (the wheel ships them there; a checkout gets
them from the Maven build), and in a checkout the shaded jar ``datc-tests/target/datc.jar``.
"""

import functools
import glob
import os

import jpype

_HERE = os.path.dirname(os.path.abspath(__file__))


class GameFileError(ValueError):
    """A saved game (MILA's JSON, or a state given to ``set_state``) that cannot be read; the message names the
    source, the JSON path and the offending value."""


def _class_path():
    env = os.environ.get("DIPJUDGE_CLASSPATH")
    if env:
        return [p for p in env.split(os.pathsep) if p]
    jars = sorted(glob.glob(os.path.join(_HERE, "jars", "*.jar")))
    if jars:
        return jars
    checkout = os.path.normpath(os.path.join(_HERE, "..", "..", "..", "datc-tests", "target", "datc.jar"))
    if os.path.exists(checkout):
        return [checkout]
    raise ImportError(
        "dipjudge: the library's jars are missing; build them with `mvn -B -DskipTests package` in the checkout "
        "(they are copied into python/src/dipjudge/jars), or set DIPJUDGE_CLASSPATH")


def _jpype_support_jar():
    # pip's JPype1 finds its own support jar; Debian's python3-jpype keeps it in /usr/share/java.
    here = os.path.join(os.path.dirname(os.path.dirname(jpype.__file__)), "org.jpype.jar")
    if os.path.exists(here):
        return []
    debian = "/usr/share/java/org.jpype.jar"
    return [debian] if os.path.exists(debian) else []


def start():
    """Starts the JVM if this process has none yet (a JVM started by another package is used as it is)."""
    if not jpype.isJVMStarted():
        jpype.startJVM(classpath=_class_path() + _jpype_support_jar(), convertStrings=False)


start()

J = jpype.JClass
MilaGameHandle = J("io.github.dipjudge.python.MilaGameHandle")
Rulebook = J("io.github.dipjudge.rules.Rulebook")
GameMap = J("io.github.dipjudge.map.GameMap")
Batch = None  # set by dipjudge.batch when present

_FILE_ERROR = J("io.github.dipjudge.game.GameFormatException")
_ARGUMENT = J("java.lang.IllegalArgumentException")
_STATE = J("java.lang.IllegalStateException")
_NULL = J("java.lang.NullPointerException")


def translate(e):
    """The Python exception for a Java one: its message, no Java stack trace."""
    message = str(e.getMessage()) if e.getMessage() is not None else str(e.getClass().getSimpleName())
    if isinstance(e, _FILE_ERROR):
        return GameFileError(message)
    if isinstance(e, (_ARGUMENT, _NULL)):
        return ValueError(message)
    if isinstance(e, _STATE):
        return RuntimeError(message)
    return RuntimeError("%s: %s" % (e.getClass().getName(), message))


def java_errors(fn):
    """Decorates a function that calls Java so that a Java exception leaves it as a Python one."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except jpype.JException as e:
            raise translate(e) from None
    return wrapper


def rulebook(rules=None, options=None):
    """The Java rulebook for ``rules`` (a preset name; a list of MILA's rule flags, which may include a preset name;
    or None for the default, ``2000``) and ``options`` (DATC chapter-4 issue -> option letter, or setting -> value)."""
    preset = "2000"
    if isinstance(rules, str):
        preset = rules
    elif rules is not None:
        names = {str(n) for n in Rulebook.presetNames()}
        chosen = [r for r in rules if isinstance(r, str) and r in names]
        if len(chosen) > 1:
            raise ValueError("two rulebook presets given: %s" % ", ".join(chosen))
        if chosen:
            preset = chosen[0]
    try:
        book = Rulebook.preset(preset)
        for issue, option in (options or {}).items():
            book = book.with_(str(issue), str(option))
    except jpype.JException as e:
        raise translate(e) from None
    return book
