/** Alumni testimonials on the home page (spec: a fixed list of 14). SAMPLE entries the college replaces. */
export type Alumnus = { name: string; batch: string; role: string; quote: string; photo: string }

const photo = (slug: string) => `/images/alumni/${slug}.svg`

/** Shown when an alumni photo fails to load. */
export const ALUMNI_PLACEHOLDER = '/images/avatar-placeholder.svg'

export const alumni: Alumnus[] = [
  { name: 'Priya Patel', batch: 'B.A. LL.B., 2019', role: 'Civil Judge, Class II', quote: 'The moot court practice here gave me the confidence I carried into the judicial services examination.', photo: photo('priya-patel') },
  { name: 'Rahul Tiwari', batch: 'LL.B., 2016', role: 'Advocate, High Court of Madhya Pradesh', quote: 'Teachers who knew every student by name, and a library open till late: that is what I remember.', photo: photo('rahul-tiwari') },
  { name: 'Sneha Singh', batch: 'LL.M., 2020', role: 'Assistant Professor of Law', quote: 'My dissertation guide taught me how to research a question properly, a skill I now pass on.', photo: photo('sneha-singh') },
  { name: 'Arjun Yadav', batch: 'B.A. LL.B., 2017', role: 'Legal Officer, State Bank of India', quote: 'The internships with the district court showed me how law works outside the classroom.', photo: photo('arjun-yadav') },
  { name: 'Kavita Baiga', batch: 'LL.B., 2018', role: 'Panel Lawyer, District Legal Services Authority', quote: 'As a first-generation learner I found guidance and a scholarship that made my degree possible.', photo: photo('kavita-baiga') },
  { name: 'Mohit Agrawal', batch: 'B.A. LL.B., 2015', role: 'Corporate Counsel', quote: 'Drafting classes were tough, and they are the reason I write contracts well today.', photo: photo('mohit-agrawal') },
  { name: 'Anjali Verma', batch: 'LL.B., 2021', role: 'Advocate, Shahdol District Court', quote: 'The legal aid camps taught me that law is about people before it is about sections.', photo: photo('anjali-verma') },
  { name: 'Saurabh Dubey', batch: 'B.A. LL.B., 2014', role: 'Public Prosecutor', quote: 'Criminal law lectures here were so practical that trial work felt familiar from day one.', photo: photo('saurabh-dubey') },
  { name: 'Nidhi Sharma', batch: 'LL.M., 2018', role: 'Research Associate, Law Commission project', quote: 'Small classes meant real discussion: every seminar was a conversation, not a lecture.', photo: photo('nidhi-sharma') },
  { name: 'Vikas Kushwaha', batch: 'LL.B., 2019', role: 'Notary and Advocate', quote: 'I studied while working, and the college made room for that without lowering the bar.', photo: photo('vikas-kushwaha') },
  { name: 'Pallavi Gond', batch: 'B.A. LL.B., 2020', role: 'Civil Services Aspirant, cleared State Prelims', quote: 'Constitutional law classes gave me a head start in the civil services syllabus.', photo: photo('pallavi-gond') },
  { name: 'Rohit Namdev', batch: 'LL.B., 2017', role: 'Legal Adviser, Cooperative Bank', quote: 'Banking law and the faculty’s contacts opened my first job for me.', photo: photo('rohit-namdev') },
  { name: 'Shalini Rai', batch: 'B.A. LL.B., 2016', role: 'Advocate, Family Court', quote: 'I learnt to listen to clients with patience here, in the legal aid clinic.', photo: photo('shalini-rai') },
  { name: 'Aman Khan', batch: 'LL.M., 2021', role: 'Assistant Professor of Law', quote: 'Research methodology with our faculty was the best preparation for my NET examination.', photo: photo('aman-khan') },
]
