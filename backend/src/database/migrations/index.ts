import { Migration20261122080022_initial } from './Migration20261122080022_initial.js';
import { Migration20261123160810_brand } from './Migration20261123160810_brand.js';

// Every migration, in order. Listed explicitly so the compiled app and the tests run the same set;
// `node backend/dist/cli/create-migration.js <name>` writes a new one, then add it here.
export const MIGRATIONS = [
  { name: 'Migration20261122080022_initial', class: Migration20261122080022_initial },
  { name: 'Migration20261123160810_brand', class: Migration20261123160810_brand },
];
