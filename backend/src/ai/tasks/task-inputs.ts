// Input shapes several tasks share.

export interface AiDocument {
  /** File name, e.g. 'brand-deck.pdf'. */
  name: string;
  /** Text extracted from the file. */
  text: string;
}

/**
 * The brand as the campaign prompts carry it: the fixed brand context text (or the caller's), and
 * the organization's brand name, guidelines and strategy when it has them.
 */
export interface BrandPromptContext {
  brandContext?: string;
  brandName?: string;
  brandGuidelines?: string;
  brandStrategy?: string;
}

/** A module field as the copy tasks see it. */
export interface ContentField {
  name: string;
  type?: string;
  purpose?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
}
