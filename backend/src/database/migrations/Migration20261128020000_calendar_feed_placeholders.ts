import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar feed serves placeholders too: its per-item memory (SEQUENCE) is keyed by a concept
 * or a placeholder, and remembers the wording it served. Existing rows keep their concept and
 * sequence; their wording is taken at the next read without a raise.
 */
export class Migration20261128020000_calendar_feed_placeholders extends Migration {
  override name = 'Migration20261128020000_calendar_feed_placeholders';

  override async up(): Promise<void> {
    this.addSql(`alter table "calendar_feed_items" alter column "concept_id" drop not null;`);
    this.addSql(`alter table "calendar_feed_items" add column "placeholder_id" int null, add column "fingerprint" varchar(64) null;`);
    this.addSql(`alter table "calendar_feed_items" add constraint "calendar_feed_items_placeholder_id_unique" unique ("placeholder_id");`);
    this.addSql(
      `alter table "calendar_feed_items" add constraint "calendar_feed_items_placeholder_id_foreign" foreign key ("placeholder_id") references "calendar_placeholders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "calendar_feed_items" add constraint "calendar_feed_items_one_item_check" check ((concept_id is null) <> (placeholder_id is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "calendar_feed_items" where "concept_id" is null;`);
    this.addSql(`alter table "calendar_feed_items" drop constraint "calendar_feed_items_one_item_check";`);
    this.addSql(`alter table "calendar_feed_items" drop constraint "calendar_feed_items_placeholder_id_foreign";`);
    this.addSql(`alter table "calendar_feed_items" drop constraint "calendar_feed_items_placeholder_id_unique";`);
    this.addSql(`alter table "calendar_feed_items" drop column "placeholder_id", drop column "fingerprint";`);
    this.addSql(`alter table "calendar_feed_items" alter column "concept_id" set not null;`);
  }
}
