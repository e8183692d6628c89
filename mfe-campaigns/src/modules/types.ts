/**
 * The module types generated from backend/openapi.json. `@mailplan/api`'s entry does not export
 * the generated types yet; once it does, import them from '@mailplan/api' and delete this file.
 */
export type { CreateModuleDto, ModuleDto, ModuleFieldDto } from '../../../libs/api/src/generated';
