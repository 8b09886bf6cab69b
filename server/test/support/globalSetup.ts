// the server suite's migrated and seeded database, made once before its files run (seededDatabase.ts)
export { prepareSeededDatabase as default } from './seededDatabase';
