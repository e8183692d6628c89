import { CONTENT_TYPES, DISCOUNT_RANGES, LIST_SIZES, SEND_FREQUENCIES } from '@mailplan/shared';
import { FormTextField } from '@mailplan/ui/forms';
import { MultiChoice, RadioChoice } from './ChoiceFields';
import { DeckStep, GuidelinesWaitStep, StrategyOutcomeStep, TestimonialsStep } from './StepParts';
import type { StepProps, WizardStep } from './step-types';
import { WIZARD_TEXTS as T } from './wizard.texts';

function BrandInformation({ wizard }: StepProps) {
  const { control } = wizard.form;
  return (
    <>
      <FormTextField control={control} name="brandName" label="Brand name" autoFocus />
      <FormTextField control={control} name="websiteUrl" label="Website URL" placeholder="https://yourbrand.com" />
    </>
  );
}

function BestSellingProducts({ wizard }: StepProps) {
  return (
    <FormTextField
      control={wizard.form.control}
      name="bestSellingProducts"
      label="Your 2-3 best-selling products, with prices"
      multiline
      minRows={4}
      placeholder="e.g. Classic Oolong 100g – $18; Matcha starter kit – $45"
    />
  );
}

function SecondaryProducts({ wizard }: StepProps) {
  return <FormTextField control={wizard.form.control} name="secondaryProducts" label="Secondary or complementary products" multiline minRows={4} />;
}

function RepeatPurchase({ wizard }: StepProps) {
  const { control } = wizard.form;
  return (
    <>
      <FormTextField control={control} name="repeatPurchaseDrivers" label="What drives repeat purchases?" multiline minRows={3} />
      <FormTextField control={control} name="repurchaseTimeframe" label="Typical time between purchases" placeholder="e.g. every 6-8 weeks" />
    </>
  );
}

function EmailProgram({ wizard }: StepProps) {
  const { control } = wizard.form;
  return (
    <>
      <RadioChoice control={control} name="recipientCount" label="How many people do you typically email?" options={LIST_SIZES} />
      <RadioChoice control={control} name="sendFrequency" label="How often do you send today?" options={SEND_FREQUENCIES} />
    </>
  );
}

function ContentCapabilities({ wizard }: StepProps) {
  const { control } = wizard.form;
  return (
    <>
      <MultiChoice control={control} name="contentTypes" label="Which content can you produce?" options={CONTENT_TYPES} />
      <FormTextField control={control} name="otherContentType" label="Other content type (optional)" />
    </>
  );
}

function ProductEducation({ wizard }: StepProps) {
  return (
    <FormTextField
      control={wizard.form.control}
      name="productEducationNeeded"
      label="What do customers need to understand about your products?"
      multiline
      minRows={4}
    />
  );
}

function PromotionalStrategy({ wizard }: StepProps) {
  const { control } = wizard.form;
  return (
    <>
      <FormTextField control={control} name="promotionalStrategies" label="Promotions you run" multiline minRows={3} />
      <RadioChoice control={control} name="discountRange" label="Typical discount range" options={DISCOUNT_RANGES} />
      <FormTextField control={control} name="seasonalPeriods" label="Key seasonal periods" multiline minRows={2} />
      <FormTextField control={control} name="sixMonthGoals" label="What would success look like in 6 months?" multiline minRows={3} />
    </>
  );
}

/**
 * The 12 steps, in order (step n is `WIZARD_STEP_TABLE[n - 1]`). Next checks `validate`, then
 * `guard`, then runs `next.run` or moves one step on; the progress bar is (step - 1) / 11.
 */
export const WIZARD_STEP_TABLE: readonly WizardStep[] = [
  { title: 'Brand Information', Fields: BrandInformation, validate: ['brandName', 'websiteUrl'], back: null },
  {
    title: 'Brand Guidelines',
    Fields: DeckStep,
    guard: (wizard) => (wizard.hasGuidelinesSource ? undefined : T.step2Guard),
  },
  // From step 3 a valid Next saves the answers and the files, then the wait step follows.
  { title: 'Customer Testimonials', Fields: TestimonialsStep, next: { label: T.next, run: (wizard) => wizard.saveAndWriteGuidelines() } },
  // The wait step moves on by itself (0.5 s after the guidelines); it has no buttons
  // (docs/decisions.md#wizard-wait-step-no-back).
  { title: 'Generating Brand Guidelines', Fields: GuidelinesWaitStep, next: null, back: null },
  // Back skips the wait step.
  { title: 'Best-Selling Products', Fields: BestSellingProducts, validate: ['bestSellingProducts'], back: 3 },
  { title: 'Secondary Products', Fields: SecondaryProducts, validate: ['secondaryProducts'] },
  { title: 'Repeat Purchase Information', Fields: RepeatPurchase, validate: ['repeatPurchaseDrivers', 'repurchaseTimeframe'] },
  { title: 'Email Program Status', Fields: EmailProgram, validate: ['recipientCount', 'sendFrequency'] },
  { title: 'Content Capabilities', Fields: ContentCapabilities, validate: ['contentTypes'] },
  { title: 'Product Education', Fields: ProductEducation, validate: ['productEducationNeeded'] },
  {
    title: 'Promotional Strategy and Goals',
    Fields: PromotionalStrategy,
    validate: ['promotionalStrategies', 'discountRange', 'seasonalPeriods', 'sixMonthGoals'],
    next: { label: T.generateStrategy, run: (wizard) => wizard.generateStrategy() },
  },
  // Back stays hidden while the strategy is written and once it is done (the redirect follows).
  {
    title: 'Your Email Strategy',
    Fields: StrategyOutcomeStep,
    next: null,
    back: (wizard) => (wizard.busy || wizard.outcome === 'success' ? null : 11),
  },
];
