import { Global, Module } from '@nestjs/common';
import { TenantRepositories } from './tenant-repository.js';

/** Makes {@link TenantRepositories} injectable in every domain module. */
@Global()
@Module({ providers: [TenantRepositories], exports: [TenantRepositories] })
export class TenantModule {}
