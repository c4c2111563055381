import { DOWNLOAD_LICENCE, SHOP_PAGES, storePolicyPath, type StorePolicySlug } from '@shop/contracts';

// The text a new shop shows until the artist writes its own, plain and true of how this
// shop works (SPEC §9: links valid 30 days; no account; payment through PayPal or a card). The
// page shows the policy's title as its heading, so the text starts below it.

const contact = `[contact page](${SHOP_PAGES.contact.path})`;
const lostLinks = `[Lost your download links?](${SHOP_PAGES.download.path})`;

const terms = `These terms apply to every purchase in this shop.

## What you buy
Each artwork is sold as a **digital download**: a high-resolution image file. Nothing is shipped.
What you may do with the file is set out in our [licence](${storePolicyPath('licence')}).

## Prices and payment
Prices are in US dollars. Sales tax or VAT is added at checkout where it applies, and the total is
shown before you pay. Payment is taken by PayPal or by card; we never see your card number.

## Delivery
Your download links appear on the order confirmation page right after payment and are e-mailed to
you. Each link works for 30 days. ${lostLinks} You can have them sent again.

## Refunds
See our [refund policy](${storePolicyPath('refund-policy')}).

## Questions
Write to us through the ${contact}.
`;

const privacy = `We keep only what we need to sell you artwork and deliver it.

## What we keep
- Your name and e-mail address, to send your receipt and download links.
- What you bought, what you paid and the tax, for our accounts (the law asks us to keep them).
- Messages you send us through the contact page.

You need no account to buy. Your payment details stay with PayPal or the card processor.

## What we do not do
We do not sell your data, and we send no marketing e-mail unless you ask for it.

## Your rights
You may ask what we hold about you, and ask us to correct or delete it (records the law requires
us to keep excepted). Write to us through the ${contact}.
`;

const refund = `Artworks are digital files delivered at once, so a sale is usually final. We refund in full when:

- the file is faulty, or is not the artwork shown in the shop, and we cannot send a good one;
- you were charged twice for the same order;
- you have not downloaded the file and ask within 14 days of your purchase.

To ask for a refund, write to us through the ${contact} with your order number. A refund goes back
to the way you paid. Once an order is refunded, its download links stop working.
`;

const licence = `**${DOWNLOAD_LICENCE.heading}.** ${DOWNLOAD_LICENCE.summary}

${DOWNLOAD_LICENCE.terms.map((term) => `- ${term}`).join('\n')}

The artist keeps the copyright. The licence is yours for as long as you keep the terms above.
`;

const faq = `## How do I get my artwork?
Right after payment, the order confirmation page shows a download button for each artwork, and we
e-mail you the same links. Each link works for 30 days.

## I lost my download links.
${lostLinks} Enter the e-mail address you paid with and we will send them again.

## Which file do I get?
The full-resolution original, without the watermark shown on the shop's previews.

## Do I need an account?
No. Your e-mail address is enough to find your order again.

## What may I do with the artwork?
Read the [licence](${storePolicyPath('licence')}).

## Can I get a refund?
Read the [refund policy](${storePolicyPath('refund-policy')}).

## Something else?
Write to us through the ${contact}.
`;

export const DEFAULT_STORE_POLICIES: Record<StorePolicySlug, string> = {
  terms,
  privacy,
  'refund-policy': refund,
  licence,
  faq,
};
