import type { Page } from '@playwright/test';
import { files } from '../accounts/accounts';
import { expect, test } from '../fixtures';
import { signedIn } from './profile';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
type Role = 'candidate' | 'staff';

/**
 * The whole profile as one user: the nine steps saved as the browser's own session (each step's own
 * spec drives its screen), then the dashboard, in the browser, shows every one of them at 100 %.
 */
async function completeProfile(page: Page, role: Role, userId: number) {
  const id = role === 'candidate' ? { CandidateID: userId } : { StaffID: userId };
  const post = async (path: string, body: object) => {
    const res = await page.request.post(path, { headers, data: { ...id, ...body } });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const get = async (path: string) => (await page.request.get(path)).json();
  const upload = async (fileType: string, file: ReturnType<typeof files.pdf>) =>
    (
      await (
        await page.request.post('/api/FileUpload/UploadFile', {
          headers,
          multipart: { userID: String(userId), fileType, file },
        })
      ).json()
    ).Data.FilePath as string;
  const first = (list: { Value: number }[]) => list.find((item) => item.Value > 0)?.Value ?? 0;
  const paths = {
    candidate: {
      address: '/api/CandidateAddress/SaveCandidateAddress',
      parent: '/api/CandidateParent/SaveCandidateParent',
      category: '/api/CandidateCategory/SaveCandidateCategory',
      qualification: '/api/CandidateQualification/save',
      training: '/api/CandidateTraining/SaveTraining',
      language: '/api/CandidateAdditional/SaveLanguage',
      additional: '/api/CandidateAdditional/SaveAdditional',
      bank: '/api/CandidateBank/save',
      work: '/api/CandidateWorkExperience/SaveWorkExperience',
    },
    staff: {
      address: '/api/StaffAddress/SaveStaffAddress',
      parent: '/api/StaffParent/SaveStaffParent',
      category: '/api/StaffCategory/SaveStaffCategory',
      qualification: '/api/StaffQualification/SaveStaffQualification',
      training: '/api/StaffTraining/SaveTraining',
      language: '/api/StaffAdditional/SaveLanguage',
      additional: '/api/StaffAdditional/SaveAdditional',
      bank: '/api/StaffBank/SaveStaffBank',
      work: '/api/StaffWorkExperience/SaveStaffWorkExperience',
    },
  }[role];

  const place = (await get('/Base/GetPincodeData?Pincode=411001')).Data;
  await post(paths.address, {
    PAddress: 'Flat 4, Shivaji Nagar',
    PPincode: '411001',
    PStateID: place.StateID,
    PDistrictID: place.DistrictID,
    PTalukaID: place.TalukaID,
    PCityID: place.CityID,
    IsPPincodeCorrect: 1,
    IsCAddressSameAsPAddress: 1,
  });
  await post(paths.parent, { IsOrphan: 1, MaritalStatus: 'U' });
  const master = async (table: string) =>
    first((await get(`/Base/GetMasterTableList?TableName=${table}&HasSelect=false`)).Data);
  await post(paths.category, {
    LeavingCertificatePath: await upload('LeavingCertificate', files.pdf('leaving.pdf')),
    IsMHDomiciled: 2,
    ReligionID: await master('Master_Religion'),
    CategoryID: 1,
    IsBelongToPWD: 0,
  });
  await post(paths.qualification, {
    QualificationGroup: 'B',
    HighestStandard: 17,
    YearOfAppearing: 2018,
    MarksObtained: 412,
    OutOfMarks: 600,
    Result: 'Pass',
  });
  await post(paths.training, { NoTraining: 1 });
  const languages = await get('/api/GeneralAPIs/languages');
  await post(paths.language, { LanguageID: languages[0].LanguageID, Read: 1, Write: 1, Speak: 1 });
  const bloodGroups = await get('/api/GeneralAPIs/blood-groups');
  await post(paths.additional, { BloodGroupID: bloodGroups[0].BloodGroupID, MotherTongueID: languages[0].LanguageID });
  await post(paths.bank, {
    HasBankAccount: 0,
    PANNo: 'ABCPE1234F',
    PANPath: await upload('PANCard', files.pdf('pan.pdf')),
  });
  await post(paths.work, { NoExperience: 1 });
}

for (const role of ['candidate', 'staff'] as const) {
  test(`a new ${role} who completes the nine steps sees 100% on each of them on the dashboard`, async ({ page }) => {
    await signedIn(page, role);
    const session = await (await page.request.get('/api/Account/session')).json();
    await completeProfile(page, role, session.Data.UserID);
    await page.goto('/dashboard');
    for (const name of [
      'Primary',
      'Address',
      'Parent',
      'Category',
      'Qualification',
      'Training',
      'Additional',
      'Bank',
      'Work Experience',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name} .*, 100%$`) })).toBeVisible();
    }
  });
}
