// SPEC §2 contact page, §4 simulated submit and §8 success notice.
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
  sections: [
    {
      title: 'About',
      text: 'Algorithmic Art Gallery sells AI-generated artwork, curated by hand and checked for text errors before it goes on sale.',
    },
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
