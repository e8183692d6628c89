import { Migration20261122080022_initial } from './Migration20261122080022_initial.js';
import { Migration20261123160251_concepts } from './Migration20261123160251_concepts.js';
import { Migration20261123160810_brand } from './Migration20261123160810_brand.js';
import { Migration20261123183453_campaigns } from './Migration20261123183453_campaigns.js';
import { Migration20261126070500_activity } from './Migration20261126070500_activity.js';
import { Migration20261126070731_edit_versions } from './Migration20261126070731_edit_versions.js';
import { Migration20261126071000_campaign_approval } from './Migration20261126071000_campaign_approval.js';
import { Migration20261126071500_calendar_sharing } from './Migration20261126071500_calendar_sharing.js';
import { Migration20261126072000_calendar } from './Migration20261126072000_calendar.js';
import { Migration20261126073000_email_connections } from './Migration20261126073000_email_connections.js';
import { Migration20261126074000_invitations } from './Migration20261126074000_invitations.js';
import { Migration20261126075000_brand_language } from './Migration20261126075000_brand_language.js';
import { Migration20261126080000_paged_reads } from './Migration20261126080000_paged_reads.js';
import { Migration20261126090000_unscheduled_concepts } from './Migration20261126090000_unscheduled_concepts.js';
import { Migration20261128020000_calendar_feed_placeholders } from './Migration20261128020000_calendar_feed_placeholders.js';
import { Migration20261128023000_brand_regions } from './Migration20261128023000_brand_regions.js';

// Every migration, in order. Listed explicitly so the compiled app and the tests run the same set;
// `node backend/dist/cli/create-migration.js <name>` writes a new one, then add it here.
export const MIGRATIONS = [
  { name: 'Migration20261122080022_initial', class: Migration20261122080022_initial },
  { name: 'Migration20261123160251_concepts', class: Migration20261123160251_concepts },
  { name: 'Migration20261123160810_brand', class: Migration20261123160810_brand },
  { name: 'Migration20261123183453_campaigns', class: Migration20261123183453_campaigns },
  { name: 'Migration20261126070500_activity', class: Migration20261126070500_activity },
  { name: 'Migration20261126070731_edit_versions', class: Migration20261126070731_edit_versions },
  { name: 'Migration20261126071000_campaign_approval', class: Migration20261126071000_campaign_approval },
  { name: 'Migration20261126071500_calendar_sharing', class: Migration20261126071500_calendar_sharing },
  { name: 'Migration20261126072000_calendar', class: Migration20261126072000_calendar },
  { name: 'Migration20261126073000_email_connections', class: Migration20261126073000_email_connections },
  { name: 'Migration20261126074000_invitations', class: Migration20261126074000_invitations },
  { name: 'Migration20261126075000_brand_language', class: Migration20261126075000_brand_language },
  { name: 'Migration20261126080000_paged_reads', class: Migration20261126080000_paged_reads },
  { name: 'Migration20261126090000_unscheduled_concepts', class: Migration20261126090000_unscheduled_concepts },
  { name: 'Migration20261128020000_calendar_feed_placeholders', class: Migration20261128020000_calendar_feed_placeholders },
  { name: 'Migration20261128023000_brand_regions', class: Migration20261128023000_brand_regions },
];
