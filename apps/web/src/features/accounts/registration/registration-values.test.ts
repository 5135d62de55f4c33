import { describe, expect, it } from 'vitest';
import { admissionValues } from './registration-values';

describe('admissionValues (the ITI record fills the form)', () => {
  const record = {
    RegistrationNumber: '202146610001',
    CandidateFirstName: 'Sneha',
    CandidateLastName: 'Patil',
    FatherName: 'Ramesh  Patil',
    DateOfBirth: '2004-05-17',
    GenderCode: 'F' as const,
    Email: 'sneha.patil@example.com',
    PrimaryMobileNo: '5512345622',
    SecondaryMobileNo: '',
  };

  it("the middle name is the father's first name only, not his full name with the surname (issue 9 item 11)", () => {
    expect(admissionValues(record).MiddleName).toBe('Ramesh');
    expect(admissionValues({ ...record, FatherName: 'Vinod' }).MiddleName).toBe('Vinod');
  });

  it('fills names, birth date, gender, email and mobiles, and marks the data as fetched', () => {
    expect(admissionValues(record)).toEqual({
      FirstName: 'Sneha',
      MiddleName: 'Ramesh',
      LastName: 'Patil',
      DOB: '2004-05-17',
      GenderCode: 'F',
      EMailID: 'sneha.patil@example.com',
      MobileNo: '5512345622',
      AltMobileNo: '',
      IsAdmissionDataFetch: true,
    });
  });
});
