import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index';

/**
 * Required fields, generated from each form's shared schema (issue 17 "Tests that catch what they
 * claim": a required Form A field made optional survived every test). For every form: a valid
 * example; the table below says which keys are required and with which message. Each key of the
 * schema (found from the schema itself) is blanked and left out in turn: a required key must be
 * refused with its own message at its own path and nothing else; any other key must be accepted
 * blank. A key the schema gains without a row here fails the coverage test. The server parses the
 * same schemas (modules/complaint/required-fields.test.ts checks the API answers for Form A and the
 * grievance).
 */

type Form = {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** path → message key of a required key. */
  required: Record<string, string>;
  /** Other paths a blank key may also be reported at (a confirmation that no longer matches). */
  also?: Record<string, string[]>;
  /** Optional keys an example leaves out (API options no form control sends blank). */
  absent?: string[];
  /** What the browser sends for an empty control, where it is not '' / 0 / false / []; undefined: no blank (a radio). */
  blank?: Record<string, unknown>;
  /** Required keys the schema lets be left out (its default is blank): the server refuses them. */
  leftOutByDefault?: string[];
  /** A required key's message when blank, where it differs from when left out. */
  blankMessage?: Record<string, string>;
  /** Required only when other fields say so: [values set first, path blanked, message]. */
  conditional?: [Record<string, unknown>, string, string][];
};

const captcha = { CaptchaId: 'c0ffee', CaptchaText: 'AB12CD' };
const password = { Password: 'Vet@Skill42', ConfirmPassword: 'Vet@Skill42' };
const places = { state: 27, district: 4, taluka: 17, city: 300, otherCity: '' };

const person = {
  FirstName: 'Asha',
  MiddleName: 'Ramesh',
  LastName: 'Patil',
  GenderCode: 'F',
  DOB: '2004-05-17',
  EMailID: 'asha@example.in',
  MobileNo: '9876543210',
  AltMobileNo: '',
  SecurityQuestionID: 1,
  SecurityQuestionAnswer: 'Pune',
  ...password,
  ...captcha,
  UserLoginID: '',
  IPAddress: '',
  PageCode: '',
};
const personRequired = {
  FirstName: 'accounts.firstNameRequired',
  GenderCode: 'accounts.genderRequired',
  DOB: 'accounts.dobRequired',
  EMailID: 'accounts.emailRequired',
  MobileNo: 'common.invalidMobile',
  SecurityQuestionID: 'accounts.securityQuestionRequired',
  SecurityQuestionAnswer: 'accounts.securityAnswerRequired',
  Password: 'accounts.passwordRule',
  ConfirmPassword: 'accounts.confirmPasswordRequired',
  CaptchaId: 'accounts.captchaRequired',
  CaptchaText: 'accounts.captchaRequired',
};
const placeRequired = (block: string, first = 'complaint') => ({
  [`${block}.state`]: `${first}.stateRequired`,
  [`${block}.district`]: `${first}.districtRequired`,
  [`${block}.taluka`]: `${first}.talukaRequired`,
  [`${block}.city`]: `${first}.cityRequired`,
});

const FORMS: Record<string, Form> = {
  complaintFormSchema: {
    schema: shared.complaintFormSchema,
    valid: {
      isRegistered: 'no',
      profileId: '',
      complainant: {
        firstName: 'asha',
        middleName: '',
        lastName: 'patil',
        email: 'asha@example.in',
        primaryNumber: '9876543210',
        secondaryNumber: '',
        address: '12 FC Road',
        pinCode: '411001',
        ...places,
      },
      institute: {
        instituteName: 'Quick Diploma Centre',
        instituteType: 'college',
        ownerFirstName: '',
        ownerMiddleName: '',
        ownerLastName: '',
        email: '',
        mobileNumber: '',
        website: '',
        instituteAddress: 'Sitabuldi',
        institutePinCode: '440001',
        ...places,
      },
      complaintDetails: 'Runs courses without the board’s affiliation.',
      account: { password: 'Vet@Skill42', confirmPassword: 'Vet@Skill42' },
      place: 'Pune',
      declaration: true,
      ...captcha,
    },
    required: {
      isRegistered: 'complaint.selectOption',
      'complainant.firstName': 'complaint.firstNameRequired',
      'complainant.email': 'complaint.emailRequired',
      'complainant.primaryNumber': 'complaint.primaryNumberRequired',
      'complainant.address': 'complaint.addressRequired',
      'complainant.pinCode': 'complaint.pinCodeRequired',
      ...placeRequired('complainant'),
      'institute.instituteName': 'complaint.instituteNameRequired',
      'institute.instituteType': 'complaint.instituteTypeRequired',
      'institute.instituteAddress': 'complaint.instituteAddressRequired',
      'institute.institutePinCode': 'complaint.institutePinCodeRequired',
      ...placeRequired('institute'),
      complaintDetails: 'complaint.detailsRequired',
      'account.password': 'accounts.passwordRule',
      'account.confirmPassword': 'accounts.confirmPasswordRequired',
      place: 'complaint.placeRequired',
      declaration: 'complaint.declarationRequired',
      CaptchaId: 'accounts.captchaRequired',
      CaptchaText: 'accounts.captchaRequired',
    },
    also: { 'account.password': ['account.confirmPassword'] },
    conditional: [
      [{ isRegistered: 'yes' }, 'profileId', 'complaint.profileIdRequired'],
      [{ 'complainant.city': shared.CITY_OTHER }, 'complainant.otherCity', 'complaint.otherCityRequired'],
      [{ 'institute.city': shared.CITY_OTHER }, 'institute.otherCity', 'complaint.otherCityRequired'],
    ],
  },
  grievanceFormSchema: {
    schema: shared.grievanceFormSchema,
    valid: {
      name: 'Sunita Jadhav',
      email: 'sunita@example.in',
      primaryNumber: '9876543210',
      grievanceType: 'technical',
      subject: 'Admission letter not downloading',
      description: 'The admission letter page shows an error every time I try to download my letter.',
    },
    required: {
      name: 'grievance.nameRequired',
      email: 'grievance.emailRequired',
      primaryNumber: 'grievance.mobileRequired',
      grievanceType: 'grievance.typeRequired',
      subject: 'grievance.subjectRequired',
      description: 'grievance.descriptionRequired',
    },
  },
  candidateRegistrationSchema: {
    schema: shared.candidateRegistrationSchema,
    valid: { IsITIRegistered: 'N', ITIRegistrationNo: '', IsAdmissionDataFetch: false, ...person },
    required: { IsITIRegistered: 'accounts.itiChoiceRequired', ...personRequired },
    also: { Password: ['ConfirmPassword'] },
    conditional: [[{ IsITIRegistered: 'Y' }, 'ITIRegistrationNo', 'accounts.itiNumberRequired']],
  },
  staffRegistrationSchema: {
    schema: shared.staffRegistrationSchema,
    valid: {
      ...person,
      ListJobRole: [{ ID: 2 }],
      AadhaarNo: '234567890123',
      PhotoFilePath: 'u/photo.jpg',
      SignFilePath: 'u/sign.png',
      AadhaarFilePath: 'u/aadhaar.pdf',
      DOBFilePath: '',
      InstituteID: 1,
    },
    required: {
      ...personRequired,
      ListJobRole: 'accounts.jobRoleRequired',
      AadhaarNo: 'common.invalidAadhaar',
      PhotoFilePath: 'accounts.fileRequired',
      SignFilePath: 'accounts.fileRequired',
      AadhaarFilePath: 'accounts.fileRequired',
      InstituteID: 'accounts.instituteRequired',
    },
    also: { Password: ['ConfirmPassword'] },
  },
  loginRequestSchema: {
    schema: shared.loginRequestSchema,
    valid: {
      UserLoginID: 'MH2026C000123',
      UserPassword: 'Vet@Skill42',
      UserTypeID: shared.USER_TYPES.candidate,
      CloseOtherSessions: false,
      ...captcha,
    },
    required: {
      UserLoginID: 'common.required',
      UserPassword: 'common.required',
      UserTypeID: 'common.required',
      CaptchaId: 'accounts.captchaRequired',
      CaptchaText: 'accounts.captchaRequired',
    },
  },
  changeSecurityQuestionRequestSchema: {
    schema: shared.changeSecurityQuestionRequestSchema,
    valid: { CurrentPassword: 'Vet@Skill42', SecurityQuestionID: 2, SecurityQuestionAnswer: 'Nashik' },
    required: {
      CurrentPassword: 'accounts.currentPasswordRequired',
      SecurityQuestionID: 'accounts.securityQuestionRequired',
      SecurityQuestionAnswer: 'accounts.securityAnswerRequired',
    },
  },
  verifySecurityAnswerRequestSchema: {
    schema: shared.verifySecurityAnswerRequestSchema,
    valid: { UserLoginID: 'MH2026C000123', SecurityQuestionID: 1, SecurityQuestionAnswer: 'Pune' },
    required: {
      UserLoginID: 'common.required',
      SecurityQuestionID: 'accounts.securityQuestionRequired',
      SecurityQuestionAnswer: 'accounts.securityAnswerRequired',
    },
  },
  newPasswordFormSchema: {
    schema: shared.newPasswordFormSchema,
    valid: { NewPassword: 'New@Skill77', ConfirmPassword: 'New@Skill77' },
    required: { NewPassword: 'common.required', ConfirmPassword: 'common.required' },
    also: { NewPassword: ['ConfirmPassword'] },
  },
  newPasswordWithOtpFormSchema: {
    schema: shared.newPasswordWithOtpFormSchema,
    valid: { OTP: '123456', NewPassword: 'New@Skill77', ConfirmPassword: 'New@Skill77' },
    required: { OTP: 'accounts.otpRequired', NewPassword: 'common.required', ConfirmPassword: 'common.required' },
    also: { NewPassword: ['ConfirmPassword'] },
  },
  consolePasswordFormSchema: {
    schema: shared.consolePasswordFormSchema,
    valid: { CurrentPassword: 'Old@Skill42', NewPassword: 'New@Skill77', ConfirmPassword: 'New@Skill77' },
    required: {
      CurrentPassword: 'accounts.currentPasswordRequired',
      NewPassword: 'accounts.passwordRule',
      ConfirmPassword: 'accounts.passwordsMismatch',
    },
    also: { NewPassword: ['ConfirmPassword'] },
  },
  createOfficerFormSchema: {
    schema: shared.createOfficerFormSchema,
    valid: { LoginID: 'asha.patil', Name: 'Asha Patil', Mobile: '9876543210', Role: 'officer', RegionID: 'all' },
    required: {
      LoginID: 'officers.loginIdRequired',
      Name: 'officers.nameRequired',
      Mobile: 'common.invalidMobile',
      Role: 'officers.roleRequired',
      RegionID: 'officers.regionRequired',
    },
  },
  resetPasswordRequestSchema: {
    schema: shared.resetPasswordRequestSchema,
    valid: {
      UserLoginID: 'MH2026C000123',
      SecurityQuestionID: 1,
      SecurityQuestionAnswer: 'Pune',
      NewPassword: 'New@Skill77',
    },
    required: {
      UserLoginID: 'common.required',
      SecurityQuestionID: 'accounts.securityQuestionRequired',
      SecurityQuestionAnswer: 'accounts.securityAnswerRequired',
      NewPassword: 'common.required',
    },
  },
  forgotPasswordByOtpRequestSchema: {
    schema: shared.forgotPasswordByOtpRequestSchema,
    valid: { UserLoginID: 'MH2026C000123', MobileNo: '9876543210' },
    required: { UserLoginID: 'common.required', MobileNo: 'common.invalidMobile' },
  },
  verifyOtpAndResetPasswordRequestSchema: {
    schema: shared.verifyOtpAndResetPasswordRequestSchema,
    valid: { UserLoginID: 'MH2026C000123', MobileNo: '9876543210', OTP: '123456', NewPassword: 'New@Skill77' },
    required: {
      UserLoginID: 'common.required',
      MobileNo: 'common.invalidMobile',
      OTP: 'accounts.otpRequired',
      NewPassword: 'common.required',
    },
  },
  userLoginIdQuerySchema: {
    schema: shared.userLoginIdQuerySchema,
    valid: { userName: 'Asha Patil', mobileNo: '9876543210' },
    required: { userName: 'common.required', mobileNo: 'common.invalidMobile' },
  },
  meetingRequestSchema: {
    schema: shared.meetingRequestSchema,
    valid: {
      name: 'Asha Patil',
      district: 490,
      title: 'Admission query',
      date: '2027-01-04',
      time: '10:00',
      mobileNumber: '9876543210',
    },
    required: {
      name: 'help.nameRequired',
      district: 'help.districtRequired',
      title: 'help.titleRequired',
      date: 'help.dateRequired',
      time: 'help.timeRequired',
      mobileNumber: 'common.invalidMobile',
    },
  },
  grievanceStatusRequestSchema: {
    schema: shared.grievanceStatusRequestSchema,
    valid: { GrievanceNo: 'GRV-2027-000001', MobileNo: '9876543210', OTP: '123456' },
    required: {
      GrievanceNo: 'cases.numberRequired',
      MobileNo: 'grievance.mobileRequired',
      OTP: 'accounts.otpRequired',
    },
    // a blank number reads 'not a valid number' (the rule has no minimum); left out, 'required'
    blankMessage: { GrievanceNo: 'cases.numberInvalid' },
  },
  complaintStatusRequestSchema: {
    schema: shared.complaintStatusRequestSchema,
    valid: { ComplaintNo: 'CMP-2027-000001', Password: 'Vet@Skill42' },
    absent: ['MobileNo', 'OTP'],
    required: { ComplaintNo: 'cases.numberRequired', Password: 'complaint.secretRequired' },
    blankMessage: { ComplaintNo: 'cases.numberInvalid' },
    conditional: [
      [{ Password: '', OTP: '123456' }, 'MobileNo', 'common.invalidMobile'],
      [{ Password: '', MobileNo: '9876543210' }, 'OTP', 'accounts.otpRequired'],
    ],
  },
  chatbotAskRequestSchema: {
    schema: shared.chatbotAskRequestSchema,
    valid: { question: 'How do I register?', history: [] },
    absent: ['lang'],
    required: { question: 'chatbot.questionRequired' },
  },
  // ---- the profile wizard's one-record sections (the form's record; the save body adds the user's id) ----
  parentSchemas: {
    schema: shared.parentSchemas.record,
    valid: {
      IsOrphan: 0,
      FatherFirstName: 'Ramesh',
      FatherMiddleName: '',
      FatherLastName: 'Patil',
      MotherFirstName: 'Sunita',
      MotherMiddleName: '',
      MotherLastName: 'Patil',
      MaritalStatus: 'M',
      SpouseTitle: 'Mr',
      SpouseFirstName: 'Vikas',
      SpouseMiddleName: '',
      SpouseLastName: 'Shinde',
    },
    blank: { IsOrphan: undefined },
    required: {
      IsOrphan: 'profile.selectOption',
      FatherFirstName: 'profile.required',
      MotherFirstName: 'profile.required',
      MaritalStatus: 'profile.selectOption',
      SpouseTitle: 'profile.required',
      SpouseFirstName: 'profile.required',
    },
  },
  'primarySchemas.candidate': {
    schema: shared.primarySchemas.record.candidate,
    valid: {
      FirstName: 'Asha',
      MiddleName: '',
      LastName: 'Patil',
      GenderCode: 'F',
      DOB: '2004-05-17',
      EMailID: 'asha@example.in',
      MobileNo: '9876543210',
      AltMobileNo: '',
      DOBFilePath: '',
      PhotoFilePath: '',
      SignFilePath: '',
      AadhaarNo: '',
      AadhaarFilePath: '',
    },
    required: {
      FirstName: 'accounts.firstNameRequired',
      GenderCode: 'accounts.genderRequired',
      DOB: 'accounts.dobRequired',
      EMailID: 'accounts.emailRequired',
      MobileNo: 'common.invalidMobile',
    },
  },
  'primarySchemas.staff': {
    schema: shared.primarySchemas.record.staff,
    valid: {
      FirstName: 'Vinod',
      MiddleName: '',
      LastName: 'Kulkarni',
      GenderCode: 'M',
      DOB: '1985-11-02',
      EMailID: 'vinod@example.in',
      MobileNo: '9876543210',
      AltMobileNo: '',
      DOBFilePath: '',
      PhotoFilePath: 'u/photo.jpg',
      SignFilePath: 'u/sign.png',
      AadhaarNo: '234567890123',
      AadhaarFilePath: 'u/aadhaar.pdf',
      ListJobRole: [{ ID: 2 }],
    },
    required: {
      FirstName: 'accounts.firstNameRequired',
      GenderCode: 'accounts.genderRequired',
      DOB: 'accounts.dobRequired',
      EMailID: 'accounts.emailRequired',
      MobileNo: 'common.invalidMobile',
      PhotoFilePath: 'accounts.fileRequired',
      SignFilePath: 'accounts.fileRequired',
      AadhaarNo: 'common.invalidAadhaar',
      AadhaarFilePath: 'accounts.fileRequired',
      ListJobRole: 'accounts.jobRoleRequired',
    },
    // left out, the default '' is taken as 'no change' here; the save refuses a staff member without
    // one (apps/server/src/modules/profile/primary/service.ts)
    leftOutByDefault: ['AadhaarNo'],
  },
  bankFormSchema: {
    schema: shared.bankFormSchema,
    valid: {
      HasBankAccount: 1,
      AccountType: 'Saving',
      AccountNo: '123456789012',
      AccountHolderName: 'ASHA PATIL',
      IFSCCode: 'SBIN0001234',
      BankName: 'State Bank of India',
      BranchName: 'Pune Main',
      CancelChequePath: 'u/cheque.pdf',
      PANNo: 'ABCDE1234F',
      PANPath: 'u/pan.pdf',
      IFSCVerified: true,
    },
    // absent: the saved code, verified by the server; false: changed and not verified yet
    blank: { HasBankAccount: undefined, IFSCVerified: undefined },
    required: {
      HasBankAccount: 'profile.selectOption',
      AccountType: 'profile.required',
      AccountNo: 'profile.required',
      AccountHolderName: 'profile.required',
      IFSCCode: 'bank.ifscRequired',
      BankName: 'profile.required',
      BranchName: 'profile.required',
      CancelChequePath: 'profile.required',
      PANNo: 'profile.required',
      PANPath: 'profile.required',
    },
  },
  addressSchemas: {
    schema: shared.addressSchemas.record,
    valid: {
      PAddress: '12 FC Road',
      PStateID: 27,
      PDistrictID: 4,
      PTalukaID: 17,
      PCityID: 300,
      POtherCity: '',
      PPincode: '411001',
      IsPPincodeCorrect: 1,
      IsCAddressSameAsPAddress: 1,
      CAddress: '',
      CStateID: shared.PLACE_UNSET,
      CDistrictID: shared.PLACE_UNSET,
      CTalukaID: shared.PLACE_UNSET,
      CCityID: shared.PLACE_UNSET,
      COtherCity: '',
      CPincode: '',
      IsCPincodeCorrect: 0,
    },
    blank: {
      IsCAddressSameAsPAddress: undefined,
      PStateID: shared.PLACE_UNSET,
      PDistrictID: shared.PLACE_UNSET,
      PTalukaID: shared.PLACE_UNSET,
      PCityID: shared.PLACE_UNSET,
      CStateID: shared.PLACE_UNSET,
      CDistrictID: shared.PLACE_UNSET,
      CTalukaID: shared.PLACE_UNSET,
      CCityID: shared.PLACE_UNSET,
    },
    required: {
      PAddress: 'address.addressRequired',
      PStateID: 'address.stateRequired',
      PDistrictID: 'address.districtRequired',
      PTalukaID: 'address.talukaRequired',
      PCityID: 'address.cityRequired',
      PPincode: 'common.invalidPincode',
      IsCAddressSameAsPAddress: 'profile.selectOption',
    },
    conditional: [
      [{ PCityID: shared.CITY_OTHER }, 'POtherCity', 'address.otherCityRequired'],
      [{ IsCAddressSameAsPAddress: 0 }, 'CAddress', 'address.addressRequired'],
      [{ IsCAddressSameAsPAddress: 0 }, 'CPincode', 'common.invalidPincode'],
      [{ IsCAddressSameAsPAddress: 0 }, 'CStateID', 'address.stateRequired'],
      [{ IsCAddressSameAsPAddress: 0 }, 'CCityID', 'address.cityRequired'],
    ],
  },
  categorySchemas: {
    schema: shared.categorySchemas.record,
    // every choice that asks for more: domiciled, a category with a caste certificate and NCL, a disability
    valid: {
      NationalityID: shared.NATIONALITY_INDIA,
      LeavingCertificatePath: 'u/leaving.pdf',
      IsMHDomiciled: 1,
      DomicileCertificatePath: 'u/domicile.pdf',
      ReligionID: 1,
      CategoryID: shared.NCL_CATEGORY_ID,
      CasteID: 5,
      CasteCertificatePath: 'u/caste.pdf',
      IsBelongToNCL: 1,
      NCLCertificatePath: 'u/ncl.pdf',
      IsBelongToPWD: 1,
      DisabilityPercentage: 40,
      DisabilityID: 1,
      DisabilityType: 'Permanent',
      UniqueDisabilityIDNo: 'MH1234567890123456',
      PWDCertificatePath: 'u/pwd.pdf',
    },
    // a select or a radio not chosen is -1; the nationality is India's, always
    blank: {
      NationalityID: undefined,
      IsMHDomiciled: -1,
      ReligionID: -1,
      CategoryID: -1,
      CasteID: -1,
      IsBelongToNCL: -1,
      IsBelongToPWD: -1,
      DisabilityPercentage: -1,
      DisabilityID: -1,
    },
    required: {
      LeavingCertificatePath: 'category.leavingCertificateRequired',
      IsMHDomiciled: 'profile.selectOption',
      DomicileCertificatePath: 'category.domicileCertificateRequired',
      ReligionID: 'category.religionRequired',
      CategoryID: 'category.categoryRequired',
      CasteCertificatePath: 'category.casteCertificateRequired',
      IsBelongToNCL: 'profile.selectOption',
      NCLCertificatePath: 'category.nclCertificateRequired',
      IsBelongToPWD: 'profile.selectOption',
      DisabilityPercentage: 'category.disabilityPercentageRequired',
      DisabilityID: 'category.disabilityRequired',
      DisabilityType: 'category.disabilityTypeRequired',
      UniqueDisabilityIDNo: 'category.udidRequired',
      PWDCertificatePath: 'category.pwdCertificateRequired',
    },
  },
  'qualificationSchemas.S': {
    schema: shared.qualificationSchemas.item,
    valid: {
      QualificationGroup: 'S',
      QualificationType: 3,
      NameOfDegree: 'Diploma in Engineering',
      SubjectBranchTrade: 'Mechanical',
      BoardUniversity: 'MSBTE',
      ResultDate: '2022-06-30',
      Attempts: 1,
      CourseDuration: 36,
      ClassGrade: 'First Class',
      Mode: 'Regular',
      CertificatePath: 'u/certificate.pdf',
      HighestStandard: -1,
      YearOfAppearing: null,
      Result: '',
      MarksObtained: 650,
      OutOfMarks: 800,
    },
    absent: ['ID'],
    blank: { QualificationType: -1, Attempts: 0, CourseDuration: null, MarksObtained: null, OutOfMarks: null },
    required: {
      QualificationGroup: 'profile.selectOption',
      QualificationType: 'profile.required',
      NameOfDegree: 'profile.required',
      SubjectBranchTrade: 'profile.required',
      BoardUniversity: 'profile.required',
      ResultDate: 'profile.required',
      Attempts: 'profile.required',
      CourseDuration: 'profile.required',
      ClassGrade: 'profile.required',
      Mode: 'profile.required',
      CertificatePath: 'profile.required',
      MarksObtained: 'profile.required',
      OutOfMarks: 'profile.required',
    },
  },
  'qualificationSchemas.B': {
    schema: shared.qualificationSchemas.item,
    valid: {
      QualificationGroup: 'B',
      QualificationType: -1,
      NameOfDegree: '',
      SubjectBranchTrade: '',
      BoardUniversity: '',
      ResultDate: '',
      Attempts: 0,
      CourseDuration: null,
      ClassGrade: '',
      Mode: '',
      CertificatePath: '',
      HighestStandard: 12,
      YearOfAppearing: 2024,
      Result: 'Pass',
      MarksObtained: 450,
      OutOfMarks: 600,
    },
    absent: ['ID'],
    blank: { HighestStandard: -1, YearOfAppearing: null, MarksObtained: null, OutOfMarks: null },
    required: {
      QualificationGroup: 'profile.selectOption',
      HighestStandard: 'profile.required',
      YearOfAppearing: 'profile.required',
      Result: 'profile.required',
      MarksObtained: 'profile.required',
      OutOfMarks: 'profile.required',
    },
  },
  additionalSchemas: {
    schema: shared.additionalSchemas.record,
    valid: { BloodGroupID: 3, MotherTongueID: 1 },
    required: { BloodGroupID: 'profile.required', MotherTongueID: 'profile.required' },
  },
  // ---- the list sections: one entry as the form checks it (its row id only when editing) ----
  languageSchemas: {
    schema: shared.languageSchemas.item,
    valid: {
      LanguageID: 3,
      Language: 'Marathi',
      Read: 1,
      ReadStr: 'Yes',
      Write: 0,
      WriteStr: 'No',
      Speak: 0,
      SpeakStr: 'No',
    },
    absent: ['LanguageRowID'],
    // the …Str texts are derived from the flags, not controls
    blank: { ReadStr: undefined, WriteStr: undefined, SpeakStr: undefined },
    // at least one of read, write, speak: here only read is ticked
    required: { LanguageID: 'profile.required', Read: 'additional.abilityRequired' },
  },
  trainingSchemas: {
    schema: shared.trainingSchemas.item,
    valid: {
      NoTraining: 0,
      Course: 'Welding',
      CourseConductedBy: 'ITI Pune',
      FromDate: '2023-01-10',
      ToDate: '2023-06-30',
      CertificatePath: '',
    },
    absent: ['TrainingRowID'],
    required: {
      Course: 'training.courseRequired',
      CourseConductedBy: 'training.conductorRequired',
      FromDate: 'training.fromRequired',
      ToDate: 'training.toRequired',
    },
  },
  workExperienceSchemas: {
    schema: shared.workExperienceSchemas.item,
    valid: {
      NoExperience: 0,
      EstablishmentName: 'Tata Motors',
      Address: 'Pimpri',
      StateID: 27,
      DistrictID: 4,
      TalukaID: 17,
      CityID: 300,
      OtherCity: '',
      Pincode: '411018',
      IsPincodeCorrect: 1,
      JobRole: 'Fitter',
      FromDate: '2022-01-01',
      ToDate: '2023-12-31',
      SalaryPerMonth: '18000',
    },
    absent: ['WorkExperienceRowID'],
    blank: {
      StateID: shared.PLACE_UNSET,
      DistrictID: shared.PLACE_UNSET,
      TalukaID: shared.PLACE_UNSET,
      CityID: shared.PLACE_UNSET,
    },
    required: {
      EstablishmentName: 'work.establishmentRequired',
      Address: 'address.addressRequired',
      Pincode: 'work.pincodeRequired',
      StateID: 'address.stateRequired',
      DistrictID: 'address.districtRequired',
      TalukaID: 'address.talukaRequired',
      CityID: 'address.cityRequired',
      JobRole: 'work.jobRoleRequired',
      FromDate: 'work.fromRequired',
      ToDate: 'work.toRequired',
      SalaryPerMonth: 'work.salaryRequired',
    },
    conditional: [[{ CityID: shared.CITY_OTHER }, 'OtherCity', 'address.otherCityRequired']],
  },
};

// ---- the engine ------------------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaf paths of a value: nested objects are walked, anything else (arrays too) is a leaf. */
const leaves = (value: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, v]) => (isObject(v) ? leaves(v, `${prefix}${key}.`) : [`${prefix}${key}`]));

type JsonSchema = { properties?: Record<string, JsonSchema>; allOf?: JsonSchema[]; anyOf?: JsonSchema[] };
/** The schema's own keys, from its JSON Schema (input side), nested objects walked. */
function schemaKeys(json: JsonSchema, prefix = ''): string[] {
  const parts = [json, ...(json.allOf ?? [])];
  return parts.flatMap((part) =>
    Object.entries(part.properties ?? {}).flatMap(([key, sub]) =>
      sub.properties || sub.allOf?.some((p) => p.properties)
        ? schemaKeys(sub, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    ),
  );
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[last];
  else node[last] = value;
}
const getPath = (target: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], target);

/** What a browser sends for an empty control of the value's type. */
function blankOf(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return [];
  return undefined;
}

/** Issues of a parse as path → the first message there. */
function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issue.message;
  }
  return out;
}

const rows = Object.entries(FORMS);

describe('required fields, from each form schema', () => {
  it('has a table for every form schema the shared package exports', () => {
    const forms = Object.entries(shared as Record<string, unknown>)
      .filter(([name, value]) => value instanceof z.ZodType && /(Form|Registration)Schema$/.test(name))
      .map(([name]) => name);
    expect(forms.filter((name) => !(name in FORMS))).toEqual([]);
  });

  it('has a table for every profile section', () => {
    const sections = Object.entries(shared as Record<string, unknown>)
      .filter(([name, value]) => /Schemas$/.test(name) && value && typeof value === 'object' && 'save' in value)
      .map(([name]) => name);
    // the bank form is the bank record's rules plus the browser's IFSC check
    const covered = [...Object.keys(FORMS).map((name) => name.split('.')[0]), 'bankSchemas'];
    expect(sections.filter((name) => !covered.includes(name))).toEqual([]);
  });

  it.each(rows)('%s: the valid example passes', (_name, form) => {
    expect(issuesOf(form.schema, form.valid)).toEqual({});
  });

  it.each(rows)('%s: every key of the schema has a row (required or not)', (_name, form) => {
    const json = z.toJSONSchema(form.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect([...leaves(form.valid), ...(form.absent ?? [])].sort()).toEqual([...new Set(schemaKeys(json))].sort());
    for (const path of Object.keys(form.required)) expect(leaves(form.valid)).toContain(path);
  });

  type Blank = [form: string, path: string, how: 'blank' | 'left out', value: unknown, message: string | undefined];
  const blanks = rows.flatMap(([name, form]) =>
    leaves(form.valid).flatMap((path): Blank[] => {
      const blank = form.blank && path in form.blank ? form.blank[path] : blankOf(getPath(form.valid, path));
      const message = form.required[path];
      if (!message) return [[name, path, 'blank', blank, undefined]];
      const leftOut: Blank = [
        name,
        path,
        'left out',
        undefined,
        form.leftOutByDefault?.includes(path) ? undefined : message,
      ];
      return blank === undefined
        ? [leftOut]
        : [[name, path, 'blank', blank, form.blankMessage?.[path] ?? message], leftOut];
    }),
  );

  it.each(blanks)('%s.%s %s', (name, path, _how, value, message) => {
    const form = FORMS[name] as Form;
    const body = clone(form.valid);
    setPath(body, path, value);
    const issues = issuesOf(form.schema, body);
    if (message === undefined) {
      expect(issues).toEqual({});
      return;
    }
    expect(issues[path]).toBe(message);
    // nothing else is reported, but a confirmation that no longer matches
    const allowed = [path, ...(form.also?.[path] ?? [])];
    expect(Object.keys(issues).filter((key) => !allowed.includes(key))).toEqual([]);
  });

  const conditional = rows.flatMap(([name, form]) =>
    (form.conditional ?? []).map(([when, path, message]) => [name, path, when, message] as const),
  );
  it.each(conditional)('%s.%s is required when %o', (name, path, when, message) => {
    const form = FORMS[name] as Form;
    const body = clone(form.valid);
    for (const [key, value] of Object.entries(when)) setPath(body, key, value);
    const current = getPath(body, path);
    if (typeof current === 'string') setPath(body, path, '');
    expect(issuesOf(form.schema, body)[path]).toBe(message);
  });
});
