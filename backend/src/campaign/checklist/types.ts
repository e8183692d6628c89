import type * as cheerio from 'cheerio';
import { CHECKLIST_ITEMS, type BrandTokens, type ChecklistItemId, type ChecklistStatus } from '@mailplan/shared';
import type { ModuleField } from '../../module/email-module.entity.js';
import type { CampaignContent, ModuleInstance } from '../campaign.entity.js';
import type { Removal } from '../email-sanitizer.js';

export interface ChecklistItem {
  id: ChecklistItemId;
  status: ChecklistStatus;
  label: string;
  /** One line of advice: what was found and what to do. */
  reason: string;
}

/** A call-to-action link of a button-type field, and whether the export made it an Outlook button. */
export interface CtaButton {
  module: string;
  field: string;
  text: string;
  href: string;
  /** Whether a VML `v:roundrect` with the same link was written before it. */
  bulletproof: boolean;
}

/** What every rule reads: the campaign, the finished document (parsed once), and what the export did. */
export interface ChecklistContext {
  subject: string;
  previewText: string;
  moduleInstances: readonly ModuleInstance[];
  content: CampaignContent;
  modules: ReadonlyMap<number, { name: string; fields: ModuleField[] }>;
  tokens: BrandTokens;
  /** The brand kit's language tag, which `<html lang>` should carry. */
  language: string;
  html: string;
  text: string;
  sizeBytes: number;
  /** What the email allowlist removed, with its module. */
  removed: ReadonlyArray<Removal & { module: string }>;
  buttons: readonly CtaButton[];
  $: cheerio.CheerioAPI;
}

export type ChecklistRule = (ctx: ChecklistContext) => ChecklistItem;

export const item = (id: ChecklistItemId, status: ChecklistStatus, reason: string): ChecklistItem => ({ id, status, label: CHECKLIST_ITEMS[id], reason });

/** "a, b, c and 2 more" */
export const listOf = (values: readonly string[], max = 5) =>
  values.length > max ? `${values.slice(0, max).join(', ')} and ${values.length - max} more` : values.join(', ');

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const count = (text: string) => Array.from(text).length;
