// The shape of a wizard step, in its own file so that the step table (steps.tsx) and the
// step bodies it lists (StepParts.tsx) both use it without importing each other.
import type { ComponentType } from 'react';
import type { SurveyField } from './survey';
import type { StrategyWizardModel } from './use-strategy-wizard';
import type { ToastText } from './wizard.texts';

/** What a step's fields component is given: the wizard (its form, files and state). */
export interface StepProps {
  wizard: StrategyWizardModel;
}

/** One step of the wizard (the spec's screen, transitions and validation rules). */
export interface WizardStep {
  /** The heading. */
  title: string;
  /** What the step shows under its heading. */
  Fields: ComponentType<StepProps>;
  /** The answers Next checks before anything else (the spec's fields per step); none on steps 2, 3, 4 and 12. */
  validate?: readonly SurveyField[];
  /** A rule beyond the answers: the toast that keeps the user on the step, or nothing. */
  guard?: (wizard: StrategyWizardModel) => ToastText | undefined;
  /**
   * The forward button: its label and what a valid press does (by default the next step), or
   * null for a step without one.
   */
  next?: { label: string; run?: (wizard: StrategyWizardModel) => Promise<void> } | null;
  /** The step Back goes to (by default the one before), or null for a step without Back. */
  back?: number | null | ((wizard: StrategyWizardModel) => number | null);
}
