import { Global, Module } from '@nestjs/common';
import { AccountRepository } from './accounts.repository.js';

/**
 * Makes {@link AccountRepository} (organizations and members' own user rows, above tenant scope)
 * injectable in every domain module: campaigns, the brand kit, the calendar and the email
 * services read an organization's name and settings through it.
 */
@Global()
@Module({ providers: [AccountRepository], exports: [AccountRepository] })
export class AccountsModule {}
