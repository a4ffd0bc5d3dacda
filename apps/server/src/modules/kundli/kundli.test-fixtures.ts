/** Birth details the kundli, saved-kundli, privacy and authorization tests share (Varanasi, by time zone). */
export const BIRTH_DETAILS = {
  name: 'Ananya Mishra',
  dateOfBirth: '1990-05-14',
  timeOfBirth: '06:30',
  latitude: 25.3176,
  longitude: 82.9739,
  place: 'Varanasi, Uttar Pradesh, IN',
  timezone: 'Asia/Kolkata',
};
