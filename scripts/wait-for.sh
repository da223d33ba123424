#!/usr/bin/env bash
# wait-for.sh URL [SECONDS]: polls until URL answers 200 (used by hand and in CI logs).
url=$1; limit=${2:-120}
for ((i = 0; i < limit; i++)); do
  if curl -fsS -o /dev/null "$url" 2>/dev/null; then echo "up after ${i}s"; exit 0; fi
  sleep 1
done
echo "no answer from $url after ${limit}s" >&2; exit 1
