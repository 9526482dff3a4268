#!/usr/bin/env bash
# Runs its arguments with DATABASE_URL pointing at a throwaway PostgreSQL cluster.
# No PostgreSQL binaries: prints SKIPPED and exits 0, unless REQUIRE_POSTGRES=1.
set -euo pipefail

bindir=""
for dir in "${PG_BINDIR:-}" /usr/lib/postgresql/*/bin; do
	if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then bindir="$dir"; fi
done
if [ -z "$bindir" ]; then
	echo "=================================================================="
	echo "SKIPPED: no PostgreSQL binaries found; the PostgreSQL run did not happen"
	echo "=================================================================="
	[ "${REQUIRE_POSTGRES:-0}" = "1" ] && exit 1
	exit 0
fi

# PostgreSQL refuses to run as root: run the cluster as the postgres user then.
as_pg=()
if [ "$(id -u)" = "0" ]; then as_pg=(runuser -u postgres --); fi

tmp="$(mktemp -d /tmp/horse-club-pg.XXXXXX)"
chmod 755 "$tmp"
[ "$(id -u)" = "0" ] && chown postgres "$tmp"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
	"${as_pg[@]}" "$bindir/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
	rm -rf "$tmp"
}
trap cleanup EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$tmp/data" -U postgres -A trust --no-sync >/dev/null
"${as_pg[@]}" "$bindir/pg_ctl" -D "$tmp/data" -l "$tmp/log" -w \
	-o "-h 127.0.0.1 -p $port -k $tmp -c fsync=off -c max_connections=200" start >/dev/null
"$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres horse_club

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/horse_club"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port"
"$@"
