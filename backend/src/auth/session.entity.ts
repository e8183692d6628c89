import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The session store's table (connect-pg-simple's `session(sid, sess, expire)`). Declared as an
 * entity so migrations create it and schema diffs keep it; only the store reads and writes it.
 */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'string', columnType: 'varchar' })
  sid!: string;

  @Property({ type: 'json', columnType: 'json' })
  sess!: Record<string, unknown>;

  @Index({ name: 'IDX_session_expire' })
  @Property({ type: 'datetime', columnType: 'timestamp(6)' })
  expire!: Date;
}

/** rate-limiter-flexible's table for failed logins (key, points, expire in epoch ms). */
@Entity({ tableName: 'login_attempts' })
export class LoginAttempt {
  [OptionalProps]?: 'points' | 'expire';

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
