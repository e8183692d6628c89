import { Module } from '@nestjs/common';
import { ConnectionCrypto } from './connection-crypto.js';
import { ConnectionsController } from './connections.controller.js';
import { ConnectionsService } from './connections.service.js';

/** The organization's connections to email services (`/api/connections`). */
@Module({
  controllers: [ConnectionsController],
  providers: [ConnectionCrypto, ConnectionsService],
  exports: [ConnectionsService],
})
export class ConnectionsModule {}
