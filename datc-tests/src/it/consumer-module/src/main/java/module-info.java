/** A user's program as a named module: it requires the library by its module name and nothing else. */
module consumer {
  requires io.github.dipjudge.core;
}
