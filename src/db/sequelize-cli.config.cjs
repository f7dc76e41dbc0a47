// sequelize-cli's view of DATABASE_URL (the server reads it through src/config).
const path = require('path');

const raw = process.env.DATABASE_URL || 'sqlite:data/site.sqlite';
const env = raw.startsWith('sqlite:')
  ? { dialect: 'sqlite', storage: path.resolve(__dirname, '..', '..', raw.slice('sqlite:'.length)) }
  : { url: raw.replace(/^mariadb:/, 'mysql:'), dialect: 'mysql', timezone: '+00:00' };
const storage = { migrationStorageTableName: 'SequelizeMeta' };

module.exports = { development: { ...env, ...storage }, test: { ...env, ...storage }, production: { ...env, ...storage } };
