// Support contacts shown in the footer and on confirmation pages.
export const SUPPORT = {
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  whatsapp: '919876543210',
  whatsappHref: (text = 'Namaste, I need help with Sankalp') => `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
  email: 'support@sankalp.org.in',
  hours: '10:30 AM – 7:30 PM',
  address: 'Sankalp Foundation, Assi Ghat Road, Varanasi, Uttar Pradesh 221005',
} as const;
