#!/usr/bin/env node
// The SQL statements of a checkout, counted: turns on PostgreSQL's statement log
// (`log_statement = all`, `ALTER SYSTEM`, reset afterwards whatever happens), runs a short rush
// (bench/load/rush.mjs, its own database), and reads back from the server's log file every
// statement of the rush's database, its parameters' values left out. Prints the statements per
// complete checkout in all and the commonest ones each with its count per checkout, so a change to
// the money path can be counted rather than timed (CPU per checkout moves with the machine; these
// counts do not). Checkouts are counted as recordings (orders reads the order by its PayPal id once
// per `POST /api/orders`); the setup's and the relays' idle polling are in the total, so compare
// runs of the same size.
//
//   pnpm turbo run build && node bench/load/rush-statements.mjs [--buyers 8] [--seconds 8] [--top 40]
//     [--log-file /var/log/postgresql/postgresql-15-main.log (the server's stderr log; Debian's)]
//
// Needs a local PostgreSQL that lets `postgres` change its settings (the machine's, trust auth) and
// writes its log to a file this user can read. Do not run it beside another bench: every database's
// statements are logged while it runs.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '8' },
    top: { type: 'string', default: '40' },
    'log-file': { type: 'string', default: '/var/log/postgresql/postgresql-15-main.log' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const logFile = args['log-file'];
const here = dirname(fileURLToPath(import.meta.url));

/** The prefix lets each line name its database: `2026-12-01 03:00:00.000 UTC [123] shop_rush_ab12 LOG: …`. */
const LINE_PREFIX = '%m [%p] %d ';

async function setLogging(on) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    if (on) {
      await client.query("alter system set log_statement = 'all'");
      await client.query(`alter system set log_line_prefix = '${LINE_PREFIX}'`);
    } else {
      await client.query('alter system reset log_statement');
      await client.query('alter system reset log_line_prefix');
    }
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}

function readFrom(file, offset) {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

function runRush() {
  return new Promise((resolve, reject) => {
    const rush = spawn(
      process.execPath,
      [join(here, 'rush.mjs'), '--buyers', args.buyers, '--seconds', args.seconds, '--browse-rate', '0'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    rush.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (/^(complete checkouts|integrity)/.test(line)) process.stdout.write(`${line}\n`);
    });
    rush.on('error', reject);
    rush.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the rush exited with ${code}`))));
  });
}

/** Each logged statement with its database, continuation lines joined. */
function statementsOf(text) {
  const statements = [];
  let current;
  for (const line of text.split('\n')) {
    const match = /^\S+ \S+ \S+ \[\d+\] (\S+) LOG: {2}(?:execute [^:]*|statement): (.*)$/.exec(line);
    if (match) {
      current = { database: match[1], text: match[2] };
      statements.push(current);
    } else if (current && line.startsWith('\t')) current.text += ` ${line.trim()}`;
    else current = undefined;
  }
  return statements;
}

/** A statement's shape: its parameters, literals and numbers left out. */
const shapeOf = (text) =>
  text
    .replace(/\$\d+/g, '$')
    .replace(/'[^']*'/g, "'?'")
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();

const offset = statSync(logFile).size;
await setLogging(true);
try {
  await runRush();
} finally {
  await setLogging(false);
}

const logged = statementsOf(readFrom(logFile, offset));
const byDatabase = new Map();
for (const { database } of logged) byDatabase.set(database, (byDatabase.get(database) ?? 0) + 1);
const database = [...byDatabase.keys()].find((name) => name.startsWith('shop_rush_'));
if (!database) throw new Error(`no statement of the rush's database in ${logFile}: is it the server's log?`);
const counts = new Map();
for (const statement of logged) {
  if (statement.database !== database) continue;
  const shape = shapeOf(statement.text);
  counts.set(shape, (counts.get(shape) ?? 0) + 1);
}
const checkouts = counts.get('select * from "orders" where "paypal_order_id" = $') ?? 0;
if (checkouts === 0) throw new Error('no order recording among the statements');
const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `statements of ${database}: ${total} for ${checkouts} recorded checkouts = ${(total / checkouts).toFixed(1)} per checkout`,
);
console.log('per checkout  statement');
for (const [shape, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
  console.log(`${(count / checkouts).toFixed(2).padStart(12)}  ${shape.slice(0, 160)}`);
