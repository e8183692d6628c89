// Brands the demo copy is checked against, shared by the unit specs beside the demo model and the
// API tests (test/ai-demo.e2e-spec.ts): the same survey answers, and what a reader takes from them.
import type { EmailStrategyInput } from '../tasks/email-strategy.task.js';

export interface DemoBrandFixture {
  survey: EmailStrategyInput;
  /** What the user adds about the brand on the guidelines generator ('Additional brand context'). */
  context: string;
  /** A customer reviews file's text. */
  reviews: string;
  /** What a reader of the survey takes as its products (whole), to check the copy against. */
  products: string[];
  /** The products whose names are plural ("Merino Socks are"). */
  plural: string[];
  /** Other whole phrases of the survey the copy may quote. */
  phrases: string[];
}

/** Three brands with answers written three ways: commas and prices, a list with dashes, "and". */
export const DEMO_BRANDS: Record<'tea' | 'outdoor' | 'skincare', DemoBrandFixture> = {
  tea: {
    survey: {
      brandName: 'Lumen',
      websiteUrl: 'https://lumen-tea.example',
      bestSellingProducts: 'Jasmine Green Tea ($18), Earl Grey Reserve ($22)',
      secondaryProducts: 'Bamboo Whisk and Ceramic Teapot',
      repeatPurchaseDrivers: 'Running out, and new seasonal blends',
      repurchaseTimeframe: 'Every 6-8 weeks',
      recipientCount: '5,000 - 10,000',
      sendFrequency: 'Weekly',
      contentTypes: ['Product spotlights', 'Educational content', 'Promotions/sales'],
      productEducationNeeded: 'How to brew loose-leaf tea at the right temperature',
      promotionalStrategies: 'Bundles and free shipping over $50',
      discountRange: 'Moderate (10-20% off)',
      seasonalPeriods: 'Spring harvest, Black Friday and Holiday gifting',
      sixMonthGoals: 'Double repeat purchase revenue',
    },
    context: 'Lumen is a small tea house in Portland. We blend every tea by hand in small batches.',
    reviews: 'The jasmine is the best I have had outside of China. Shipping was quick and the tin is beautiful.',
    products: ['Jasmine Green Tea', 'Earl Grey Reserve', 'Bamboo Whisk', 'Ceramic Teapot'],
    plural: [],
    phrases: ['Spring harvest', 'Black Friday', 'Holiday gifting', 'How to brew loose-leaf tea at the right temperature', 'Running out, and new seasonal blends'],
  },
  outdoor: {
    survey: {
      brandName: 'Northbound Gear',
      websiteUrl: 'https://northbound.example',
      bestSellingProducts: '- Summit 40L Backpack - our best seller\n- Ridge Down Jacket ($249)\n- Trail Runner 2 Shoes',
      secondaryProducts: 'Merino Socks; Carbon trekking poles',
      repeatPurchaseDrivers: 'New seasons, worn-out socks and trail plans',
      repurchaseTimeframe: 'Twice a year',
      recipientCount: '10,000 - 50,000',
      sendFrequency: 'Twice a month',
      contentTypes: ['Product spotlights', 'Featured events & experiences', 'Customer testimonials/reviews'],
      productEducationNeeded: 'Sizing, layering and which backpack fits which trip',
      promotionalStrategies: 'End-of-season sales',
      discountRange: 'Substantial (20-30% off)',
      seasonalPeriods: 'Spring hiking season\nBack to school\nBlack Friday',
      sixMonthGoals: 'Grow the list to 60,000 and sell more jackets in autumn',
    },
    context: 'Northbound Gear makes durable kit for long days outside. Everything is tested on real trails.',
    reviews: 'My pack survived three weeks in the Alps without a scratch. Great customer service too.',
    products: ['Summit 40L Backpack', 'Ridge Down Jacket', 'Trail Runner 2 Shoes', 'Merino Socks', 'Carbon trekking poles'],
    plural: ['Trail Runner 2 Shoes', 'Merino Socks', 'Carbon trekking poles'],
    phrases: ['Spring hiking season', 'Back to school', 'Black Friday', 'Sizing, layering and which backpack fits which trip', 'New seasons, worn-out socks and trail plans'],
  },
  skincare: {
    survey: {
      brandName: 'Solene',
      websiteUrl: 'https://solene.example',
      // the brand's own name in the list is the brand, not a product
      bestSellingProducts: 'Solene, Vitamin C Glow Serum ($42), Night Repair Cream ($38) and Daily Mineral Sunscreen SPF 30',
      secondaryProducts: 'Jade facial roller\nGentle Foaming Cleanser',
      repeatPurchaseDrivers: 'Visible results and running low',
      repurchaseTimeframe: 'About every two months',
      recipientCount: 'Under 1,000',
      sendFrequency: 'Once a month',
      contentTypes: ['Educational content', 'Customer testimonials/reviews'],
      productEducationNeeded: 'Which serum suits which skin type, and how to layer products',
      promotionalStrategies: 'Gift with purchase',
      discountRange: "We don't offer discounts",
      seasonalPeriods: "Summer, Mother's Day",
      sixMonthGoals: 'Build trust with new customers',
    },
    context: 'Solene makes gentle, effective skincare with clean ingredients.',
    reviews: 'My skin has never looked this calm. I recommend it to everyone who asks.',
    products: ['Vitamin C Glow Serum', 'Night Repair Cream', 'Daily Mineral Sunscreen SPF 30', 'Jade facial roller', 'Gentle Foaming Cleanser'],
    plural: [],
    phrases: ['Summer', "Mother's Day", 'Which serum suits which skin type, and how to layer products', 'Visible results and running low'],
  },
};
