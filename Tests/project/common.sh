# What every Tests/project script starts with (sourced: `. "$(dirname "$0")/common.sh" "$1"`):
# the accord binary as an absolute path, the script's folder and the repository's root, a
# compile cache (the caller's ACCORD_CACHE, else a fresh one), a scratch folder, and the
# ok / bad / expect reporters that set `fail`.
ACCORD="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export ACCORD_CACHE="${ACCORD_CACHE:-$(mktemp -d)}"
# The checks pin the compiler's own messages: the previewed file's failing places are not left
# out (PreviewSource+LeaveOut.swift) unless a check says ACCORD_LEAVE_OUT=1 (run.sh section 9d).
export ACCORD_LEAVE_OUT=0
tmp="$(mktemp -d)"
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }
expect() {  # name, pattern (grep -E), text
  if grep -qE -- "$2" <<<"$3"; then ok "$1"; else bad "$1"; echo "$3" | sed 's/^/     /' | head -20; fi
}
refuse() {  # name, pattern that must not occur, text
  if grep -qE -- "$2" <<<"$3"; then bad "$1"; echo "$3" | sed 's/^/     /' | head -20; else ok "$1"; fi
}
