import { describe, expect, it } from 'vitest';
import { donorFormErrors, donorInput, validationToast } from './checkout-form';
import { cleanDonorForm, emptyDonorForm, phoneInput, prefilledDonorForm, setGotraUnknown, type DonorForm } from './donor-form';

const good: DonorForm = { fullName: 'Asha Devi', email: 'asha@example.com', phone: '9876543210', gotra: 'Bharadwaj', gotraUnknown: false };

describe('chadhava checkout form (spec part 2 § 5, the shared schema)', () => {
  it('a complete form has no errors and sends the donor details', () => {
    expect(donorFormErrors(good)).toEqual({});
    expect(donorInput({ ...good, fullName: '  Asha Devi ' })).toEqual({
      fullName: 'Asha Devi',
      email: 'asha@example.com',
      phone: '9876543210',
      gotra: 'Bharadwaj',
    });
  });

  it('an empty form: every required field with the spec message', () => {
    expect(donorFormErrors(emptyDonorForm())).toEqual({
      fullName: 'Please enter your name',
      email: 'Email address is required',
      phone: 'Phone number is required',
      gotra: 'Gotra is required',
    });
  });

  it('email pattern and length', () => {
    expect(donorFormErrors({ ...good, email: 'asha@' }).email).toBe('Please enter a valid email address');
    expect(donorFormErrors({ ...good, email: `${'a'.repeat(250)}@x.in` }).email).toBe('Email address is too long');
  });

  it('phone: exactly 10 digits starting 6-9; input stripped to digits and capped at 10', () => {
    expect(donorFormErrors({ ...good, phone: '98765' }).phone).toBe('Phone number must be exactly 10 digits');
    expect(donorFormErrors({ ...good, phone: '5876543210' }).phone).toBe('Phone number must start with 6, 7, 8, or 9');
    expect(phoneInput('+91 98765-43210 99')).toBe('9198765432');
    expect(phoneInput('98765 43210')).toBe('9876543210');
  });

  it('gotra: letters and spaces, at most 50; the don’t-know box fills Kashyap, unticking clears it', () => {
    expect(donorFormErrors({ ...good, gotra: 'Bharad1' }).gotra).toBe('Gotra can only contain letters and spaces');
    expect(donorFormErrors({ ...good, gotra: 'a'.repeat(51) }).gotra).toBe('Gotra cannot exceed 50 characters');
    const unknown = setGotraUnknown({ ...good, gotra: '' }, true);
    expect(unknown).toMatchObject({ gotra: 'Kashyap', gotraUnknown: true });
    expect(donorFormErrors(unknown)).toEqual({});
    expect(donorInput(unknown).gotra).toBe('Kashyap');
    expect(setGotraUnknown(unknown, false)).toMatchObject({ gotra: '', gotraUnknown: false });
  });

  it('the Pay toast: the name’s own when it is missing, else Validation Error', () => {
    const empty = emptyDonorForm();
    expect(validationToast(empty, donorFormErrors(empty))).toEqual({
      title: 'Please enter your name',
      description: 'Your name is required for the offering',
    });
    const badPhone = { ...good, phone: '12' };
    expect(validationToast(badPhone, donorFormErrors(badPhone))).toEqual({
      title: 'Validation Error',
      description: 'Please fix the errors before proceeding',
    });
    expect(validationToast(good, {})).toBeNull();
  });

  it('prefills from the signed-in devotee (a +91 in front dropped)', () => {
    expect(prefilledDonorForm({ fullName: ' Meera Sharma ', email: 'm@example.com', phoneNumber: '+91 98765 43210' })).toEqual({
      ...emptyDonorForm(),
      fullName: 'Meera Sharma',
      email: 'm@example.com',
      phone: '9876543210',
    });
    expect(prefilledDonorForm(null)).toEqual(emptyDonorForm());
  });

  it('a stored form is made safe to restore', () => {
    expect(cleanDonorForm({ fullName: 'A', email: 5, phone: 'x98765432101', gotra: 'G', gotraUnknown: true })).toEqual({
      fullName: 'A',
      email: '',
      phone: '9876543210',
      gotra: 'Kashyap',
      gotraUnknown: true,
    });
    expect(cleanDonorForm('nope')).toBeNull();
  });
});
