// SPEC §2 contact page and §8 success notice; the submit is real, so it has refusals (below).
export const contactMessages = {
  title: 'Contact',
  intro: 'Questions about an artwork, a commission or a collaboration? Send us a message.',
  backToGallery: 'Back to Gallery',
  formHeading: 'Get in Touch',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message Sent!',
  sentText: "Thank you for your inquiry. We'll get back to you soon.",
  tooMany: (minutes: number) => `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  failed: 'Your message could not be sent right now. Please try again in a moment; what you typed is kept.',
  honeypot: 'Leave this field empty',
  /** The About card names the artist's shop, and its support address when set. */
  about: {
    title: 'About',
    text: (shopName: string) =>
      `${shopName} sells AI-generated artwork, curated by hand and checked for text errors before it goes on sale.`,
    support: (address: string) => `Support: ${address}`,
  },
  sections: [
    {
      title: 'Artwork Inquiries',
      text: 'Ask about a piece, a higher resolution, licensing for commercial use, or a custom commission.',
    },
    {
      title: 'Collaborations',
      text: 'Artists, brands and civic projects: we love working together on series and exhibitions.',
    },
    {
      title: 'Media & Press',
      text: 'Journalists and podcasters can request interviews, images and background on how the collection is made.',
    },
  ],
} as const;
