import type { ModuleCategory } from '@mailplan/shared';
import type { ModuleField } from './email-module.entity.js';

export interface StarterModule {
  key: string;
  name: string;
  description: string;
  category: ModuleCategory;
  fields: ModuleField[];
  html: string;
}

// Table-based, inline-styled HTML that renders the same in Gmail, Outlook and Apple Mail:
// a 600 px centred column, bulletproof buttons. Colours and fonts come from the brand kit through
// the brand tokens ({{brand.primaryColor}}, {{brand.headingFont}}, ...), filled in the preview and
// in the exported email.
const FONT = 'font-family:{{brand.bodyFont}};';
const HEADING_FONT = 'font-family:{{brand.headingFont}};';

const wrap = (inner: string, background = '{{brand.backgroundColor}}') =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">
  <tr>
    <td align="center" style="padding:0 12px;">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${background};">
${inner}
      </table>
    </td>
  </tr>
</table>`;

const button = (text: string, url: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center">
            <tr>
              <td align="center" bgcolor="{{brand.primaryColor}}" style="border-radius:6px;background-color:{{brand.primaryColor}};">
                <a href="${url}" target="_blank" style="display:inline-block;padding:14px 32px;${FONT}font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${text}</a>
              </td>
            </tr>
          </table>`;

const text = (name: string, purpose: string, extra: Partial<ModuleField> = {}): ModuleField => ({
  name,
  type: 'text',
  required: true,
  purpose,
  ...extra,
});

/** The ready-made library every new organization starts with (product decision P9). */
export const STARTER_MODULES: StarterModule[] = [
  {
    key: 'header',
    name: 'Brand header',
    description: 'Brand name and a short tagline across the top of the email.',
    category: 'header',
    fields: [
      text('brand_name', 'The brand name as it should appear in the header', { maxLength: 40, placeholder: 'Acme Outdoor' }),
      text('tagline', 'A short line under the brand name that sets the tone', { maxLength: 70, required: false, placeholder: 'Gear for every trail' }),
    ],
    html: wrap(`        <tr>
          <td align="center" style="padding:28px 24px 20px;border-bottom:3px solid {{brand.primaryColor}};">
            <div style="${HEADING_FONT}font-size:26px;font-weight:700;letter-spacing:0.5px;color:{{brand.textColor}};">{{brand_name}}</div>
            <div style="${FONT}font-size:13px;color:#6b7280;padding-top:6px;text-transform:uppercase;letter-spacing:1.5px;">{{tagline}}</div>
          </td>
        </tr>`),
  },
  {
    key: 'hero',
    name: 'Hero',
    description: 'A large image, a headline, a supporting line and a call-to-action button.',
    category: 'body',
    fields: [
      text('image_url', 'Address of a wide hero image (1200 × 600 px works well)', { placeholder: '/api/demo-images/hero-image.svg?w=1200&h=600&text=Your%20hero%20image' }),
      text('headline', 'The main promise of the email, in a few words', { maxLength: 60, placeholder: 'Summer is here' }),
      text('subheadline', 'One or two sentences that back up the headline', { maxLength: 160 }),
      { name: 'button_text', type: 'button', required: true, purpose: 'What the reader gets by clicking', maxLength: 25, placeholder: 'Shop the collection' },
      text('button_url', 'Where the button leads', { placeholder: 'https://example.com' }),
    ],
    html: wrap(`        <tr>
          <td style="padding:0;">
            <img src="{{image_url}}" width="600" alt="{{headline}}" style="display:block;width:100%;max-width:600px;height:auto;border:0;">
          </td>
        </tr>
        <tr>
          <td align="center" style="padding:32px 40px 8px;">
            <h1 style="margin:0;${HEADING_FONT}font-size:32px;line-height:40px;font-weight:700;color:{{brand.textColor}};">{{headline}}</h1>
          </td>
        </tr>
        <tr>
          <td align="center" style="padding:8px 40px 24px;${FONT}font-size:17px;line-height:26px;color:#4b5563;">{{subheadline}}</td>
        </tr>
        <tr>
          <td align="center" style="padding:0 40px 36px;">
          ${button('{{button_text}}', '{{button_url}}')}
          </td>
        </tr>`),
  },
  {
    key: 'text-block',
    name: 'Text block',
    description: 'A heading and a paragraph for stories, updates and explanations.',
    category: 'body',
    fields: [
      text('heading', 'A short heading for this section', { maxLength: 80 }),
      text('body', 'The paragraph: two to four sentences in the brand voice', { maxLength: 600 }),
    ],
    html: wrap(`        <tr>
          <td style="padding:28px 40px 8px;">
            <h2 style="margin:0;${HEADING_FONT}font-size:22px;line-height:30px;font-weight:700;color:{{brand.textColor}};">{{heading}}</h2>
          </td>
        </tr>
        <tr>
          <td style="padding:4px 40px 28px;${FONT}font-size:{{brand.baseFontSize}};line-height:26px;color:{{brand.textColor}};">{{body}}</td>
        </tr>`),
  },
  {
    key: 'product',
    name: 'Product block',
    description: 'One product with image, name, description, price and a buy button.',
    category: 'body',
    fields: [
      text('product_image_url', 'Address of a square product photo', { placeholder: '/api/demo-images/product-photo.svg?w=400&h=400&text=Your%20product%20photo' }),
      text('product_name', 'The product name', { maxLength: 60 }),
      text('product_description', 'Why this product is worth it, in one or two sentences', { maxLength: 220 }),
      text('price', 'The price as it should be shown, with currency', { maxLength: 20, placeholder: '$49' }),
      { name: 'product_button_text', type: 'button', required: true, purpose: 'The buy or view action', maxLength: 20, placeholder: 'Buy now' },
      text('product_url', 'The product page address', { placeholder: 'https://example.com/product' }),
    ],
    html: wrap(`        <tr>
          <td style="padding:24px 32px;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
              <tr>
                <td width="45%" valign="top" style="padding-right:20px;">
                  <img src="{{product_image_url}}" width="240" alt="{{product_name}}" style="display:block;width:100%;max-width:240px;height:auto;border:0;border-radius:8px;">
                </td>
                <td width="55%" valign="middle">
                  <h3 style="margin:0 0 8px;${HEADING_FONT}font-size:20px;line-height:28px;font-weight:700;color:{{brand.textColor}};">{{product_name}}</h3>
                  <p style="margin:0 0 12px;${FONT}font-size:15px;line-height:23px;color:#4b5563;">{{product_description}}</p>
                  <p style="margin:0 0 16px;${FONT}font-size:20px;font-weight:700;color:{{brand.primaryColor}};">{{price}}</p>
                  <a href="{{product_url}}" target="_blank" style="display:inline-block;padding:10px 22px;${FONT}font-size:15px;font-weight:600;color:{{brand.primaryColor}};text-decoration:none;border:2px solid {{brand.primaryColor}};border-radius:6px;">{{product_button_text}}</a>
                </td>
              </tr>
            </table>
          </td>
        </tr>`),
  },
  {
    key: 'cta',
    name: 'Call-to-action button',
    description: 'A short lead-in line and one prominent button.',
    category: 'body',
    fields: [
      text('lead_in', 'One line that gives the reader a reason to click now', { maxLength: 120, required: false }),
      { name: 'cta_text', type: 'button', required: true, purpose: 'The action, as a verb phrase', maxLength: 25, placeholder: 'Claim your offer' },
      text('cta_url', 'Where the button leads', { placeholder: 'https://example.com' }),
    ],
    html: wrap(`        <tr>
          <td align="center" style="padding:28px 40px 16px;${FONT}font-size:17px;line-height:26px;color:#374151;">{{lead_in}}</td>
        </tr>
        <tr>
          <td align="center" style="padding:0 40px 32px;">
          ${button('{{cta_text}}', '{{cta_url}}')}
          </td>
        </tr>`),
  },
  {
    key: 'footer',
    name: 'Footer',
    description: 'Company name, postal address and the unsubscribe link every marketing email needs.',
    category: 'footer',
    fields: [
      text('company_name', 'The legal company name', { maxLength: 80 }),
      text('address', 'The postal address (required by anti-spam laws)', { maxLength: 160 }),
      text('unsubscribe_url', "The unsubscribe address (your email service's unsubscribe link or merge tag)", { placeholder: 'https://example.com/unsubscribe' }),
    ],
    html: wrap(
      `        <tr>
          <td align="center" style="padding:28px 40px;${FONT}font-size:12px;line-height:19px;color:#4b5563;">
            <div style="font-weight:600;color:#374151;">{{company_name}}</div>
            <div>{{address}}</div>
            <div style="padding-top:12px;">You are receiving this email because you signed up for our updates.
              <a href="{{unsubscribe_url}}" target="_blank" style="color:#4b5563;text-decoration:underline;">Unsubscribe</a></div>
          </td>
        </tr>`,
      '{{brand.secondaryColor}}',
    ),
  },
];
