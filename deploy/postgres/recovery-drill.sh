#!/usr/bin/env bash
# Rehearses the PostgreSQL backup routes of docs/deploy.md on a scratch cluster on loopback:
# a pg_dump / pg_restore round trip, and a point-in-time recovery from a base backup and the WAL
# archive to the moment before a mistaken delete. Needs PostgreSQL's server binaries (Debian:
# apt-get install -y postgresql); run as root (the cluster runs as `postgres`) or as any other user
# (it runs as you). PG_DRILL_PORT (default 5499) is the scratch server's port. Nothing else is touched.
set -euo pipefail

PORT="${PG_DRILL_PORT:-5499}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$BIN/initdb" ] || { echo "PostgreSQL's server binaries are missing: sudo apt-get install -y postgresql" >&2; exit 1; }

DIR="$(mktemp -d /tmp/manara-pg-drill-XXXXXX)"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres: "$DIR"
DATA="$DIR/main"
ARCHIVE="$DIR/wal-archive"
stop() { as_pg "$BIN/pg_ctl" -D "$DATA" -m fast stop >/dev/null 2>&1 || true; }
trap 'stop; rm -rf "$DIR"' EXIT
psql_q() { as_pg "$BIN/psql" -h "$DIR" -p "$PORT" -d manara -qAtX -v ON_ERROR_STOP=1 -c "$1"; }
ok() { echo "  ✓ $*"; }

echo "PostgreSQL recovery drill ($("$BIN/postgres" --version), scratch cluster in $DIR, port $PORT)"
as_pg mkdir -p "$ARCHIVE"
as_pg "$BIN/initdb" -D "$DATA" -A trust -U postgres >/dev/null
# The settings docs/deploy.md gives, and a scratch server on loopback.
as_pg tee -a "$DATA/postgresql.conf" >/dev/null <<EOF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $ARCHIVE/%f && cp %p $ARCHIVE/%f'
archive_timeout = 300
EOF
as_pg "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w start >/dev/null
as_pg "$BIN/createdb" -h "$DIR" -p "$PORT" -U postgres manara
psql_q "CREATE TABLE leads (id serial PRIMARY KEY, message text NOT NULL)"
psql_q "INSERT INTO leads (message) VALUES ('before the base backup')"

# The nightly base backup.
as_pg "$BIN/pg_basebackup" -h "$DIR" -p "$PORT" -U postgres -D "$DIR/base" -Ft -z -X fetch
ok "pg_basebackup -Ft -z -X fetch wrote $(ls "$DIR/base" | tr '\n' ' ')"

psql_q "INSERT INTO leads (message) VALUES ('after the base backup'), ('just before the mistake')"

# The nightly dump, and its restore into an empty database.
as_pg "$BIN/pg_dump" -h "$DIR" -p "$PORT" -U postgres --format=custom --file="$DIR/manara.dump" manara
as_pg "$BIN/createdb" -h "$DIR" -p "$PORT" -U postgres manara_restored
as_pg "$BIN/pg_restore" -h "$DIR" -p "$PORT" -U postgres --no-owner --dbname=manara_restored "$DIR/manara.dump"
restored="$(as_pg "$BIN/psql" -h "$DIR" -p "$PORT" -d manara_restored -qAtX -c "SELECT count(*) FROM leads")"
[ "$restored" = 3 ] || { echo "pg_restore brought back $restored rows, not 3" >&2; exit 1; }
ok "pg_dump --format=custom and pg_restore --no-owner into an empty database: 3 rows"

# The moment to go back to, then the mistake and a later write.
sleep 1
TARGET="$(psql_q "SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'")"
sleep 1
psql_q "DELETE FROM leads"
psql_q "INSERT INTO leads (message) VALUES ('after the mistake')"
segment="$(psql_q "SELECT pg_walfile_name(pg_switch_wal())")"
for _ in $(seq 1 100); do [ -f "$ARCHIVE/$segment" ] && break; sleep 0.1; done
[ -f "$ARCHIVE/$segment" ] || { echo "the WAL segment $segment was not archived" >&2; exit 1; }
ok "the mistake (DELETE FROM leads) happened after $TARGET, and the WAL up to it is archived"

# Point-in-time recovery, as docs/deploy.md describes it.
stop
as_pg mv "$DATA" "$DATA.broken"
as_pg mkdir -m 700 "$DATA"
as_pg tar -xzf "$DIR/base/base.tar.gz" -C "$DATA"
as_pg tee -a "$DATA/postgresql.conf" >/dev/null <<EOF
restore_command = 'cp $ARCHIVE/%f %p'
recovery_target_time = '$TARGET'
recovery_target_action = 'promote'
EOF
as_pg touch "$DATA/recovery.signal"
as_pg "$BIN/pg_ctl" -D "$DATA" -l "$DIR/recovery.log" -w start >/dev/null
for _ in $(seq 1 100); do [ "$(psql_q "SELECT pg_is_in_recovery()")" = f ] && break; sleep 0.1; done
rows="$(psql_q "SELECT string_agg(message, ' | ' ORDER BY id) FROM leads")"
expected='before the base backup | after the base backup | just before the mistake'
[ "$rows" = "$expected" ] || { echo "after recovery the table holds: $rows" >&2; exit 1; }
ok "recovered to $TARGET and promoted: $rows"
echo "drill passed"
