/** The faculty grid on /aboutUs (spec: a fixed list of 11). SAMPLE names the college replaces. */
export type FacultyMember = { name: string; designation: string; qualifications: string; experienceYears: number; photo: string }

const photo = (slug: string) => `/images/faculty/${slug}.svg`

export const faculty: FacultyMember[] = [
  { name: 'Dr. Anil Kumar Mishra', designation: 'Principal', qualifications: 'LL.M., Ph.D. (Law)', experienceYears: 26, photo: photo('anil-kumar-mishra') },
  { name: 'Dr. Sunita Pandey', designation: 'Professor, Constitutional Law', qualifications: 'LL.M., Ph.D., NET', experienceYears: 21, photo: photo('sunita-pandey') },
  { name: 'Shri Rajesh Dwivedi', designation: 'Associate Professor, Criminal Law', qualifications: 'LL.M., NET', experienceYears: 17, photo: photo('rajesh-dwivedi') },
  { name: 'Smt. Meena Tripathi', designation: 'Associate Professor, Family Law', qualifications: 'LL.M., SET', experienceYears: 15, photo: photo('meena-tripathi') },
  { name: 'Dr. Vivek Shukla', designation: 'Assistant Professor, Jurisprudence', qualifications: 'LL.M., Ph.D.', experienceYears: 12, photo: photo('vivek-shukla') },
  { name: 'Shri Amit Singh Baghel', designation: 'Assistant Professor, Law of Contracts', qualifications: 'LL.M., NET', experienceYears: 10, photo: photo('amit-singh-baghel') },
  { name: 'Ku. Pooja Soni', designation: 'Assistant Professor, Environmental Law', qualifications: 'LL.M., NET', experienceYears: 7, photo: photo('pooja-soni') },
  { name: 'Shri Deepak Gupta', designation: 'Assistant Professor, Procedural Law', qualifications: 'LL.M.', experienceYears: 8, photo: photo('deepak-gupta') },
  { name: 'Dr. Rekha Chaturvedi', designation: 'Assistant Professor, Political Science', qualifications: 'M.A., Ph.D.', experienceYears: 14, photo: photo('rekha-chaturvedi') },
  { name: 'Shri Manoj Kol', designation: 'Assistant Professor, Sociology', qualifications: 'M.A., NET', experienceYears: 9, photo: photo('manoj-kol') },
  { name: 'Smt. Neha Jain', designation: 'Librarian', qualifications: 'M.Lib.I.Sc.', experienceYears: 11, photo: photo('neha-jain') },
]
