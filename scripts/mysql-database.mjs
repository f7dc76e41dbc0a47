#!/usr/bin/env node
// Creates or drops a MySQL/MariaDB database for a test run: node scripts/mysql-database.mjs create|drop <url>
import mysql from 'mysql2/promise';

const [command, url] = process.argv.slice(2);
if (!['create', 'drop'].includes(command) || !url) {
  console.error('usage: mysql-database.mjs create|drop mysql://user:pass@host:port/db');
  process.exit(2);
}
const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
const name = parsed.pathname.slice(1);
if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
parsed.pathname = '/';
const connection = await mysql.createConnection(parsed.toString());
await connection.query(command === 'create'
  ? `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
  : `DROP DATABASE IF EXISTS \`${name}\``);
await connection.end();
