import { Global, Module } from '@nestjs/common';
import { AccountRepository } from './accounts.js';
import { TenantRepositories } from './tenant-repository.js';

/** Makes {@link TenantRepositories} and {@link AccountRepository} injectable in every domain module. */
@Global()
@Module({ providers: [TenantRepositories, AccountRepository], exports: [TenantRepositories, AccountRepository] })
export class TenantModule {}
