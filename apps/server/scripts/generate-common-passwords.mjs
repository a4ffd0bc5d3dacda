// Generates src/data/common-passwords.txt: exactly 10,000 common passwords of 8 or more
// characters (the length rule already refuses anything shorter) plus the short classics, one a
// line, lower-cased, in rough order of likelihood. Deterministic: same script, same file.
//
// The list cannot be downloaded here, so it is built from the patterns that dominate every
// published breach corpus: the classic top passwords, keyboard walks, digit runs and dates,
// common words and first names (global and Indian) followed by the usual suffixes and years, and
// Indian devotional phrases. Run: node apps/server/scripts/generate-common-passwords.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET = 10_000;
const MIN_LENGTH = 8;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'data', 'common-passwords.txt');

// ─── Tier 1: the classics (from the published top-100/top-1000 lists) ─────────────────────
const classics = `
123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234
password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321
monkey 27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl trustno1 football baseball welcome
admin login passw0rd master hello freedom whatever qazwsx shadow michael jennifer 666666 121212
starwars 7777777 batman charlie donald aa123456 password123 mustang access ninja azerty solo
loveme 696969 hottie flower jesus 987654321 123qwe 1q2w3e 112233 555555 11111111 88888888
lovely 7777 welcome1 888888 princess1 123abc pokemon 1qazxsw2 michelle sunshine1 1111 131313
google daniel computer soccer hockey killer george andrew harley ranger buster thomas tigger
robert jordan hunter fuckyou 2000 test pepper 1234qwer zxcvbnm zxcvbn asdfgh asdf 123654
cheese summer ashley amanda nicole biteme matthew access14 yankees dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow secret internet chelsea arsenal
liverpool barcelona juventus samsung apple orange banana chocolate cookie pass pass123
qwe123 qwerty1 q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t 1q2w3e4r5t6y 123456a a123456 123456q qwertyu
iloveyou1 iloveu loveyou love123 lovelove babygirl baby123 angel angel1 butterfly purple
jessica superman1 naruto pakistan india hello123 welcome123 admin123 administrator root toor
changeme default guest user test123 testing 1234abcd abcd1234 abcdef abcdefg abcdefgh
password12 password1234 password! p@ssw0rd p@ssword passw0rd1 pa55word pa55w0rd passwd
qwerty12 qwerty12345 qwertz asdf1234 zxcvbnm1 1qaz!qaz !qaz2wsx 1qaz@wsx qaz123 wsx123
letmein1 letmein123 trustno1! starwars1 whatever1 football1 baseball1 monkey1 dragon1 shadow1
master1 michael1 jordan23 superstar rockstar blink182 metallica slipknot eminem tinkerbell
sophie jasmine lauren hannah elizabeth charlotte alexander william joshua anthony justin
cricket sachin virat dhoni rahul priya pooja krishna ganesh shiva durga lakshmi om
`;

// ─── Tier 1b: keyboard walks and digit patterns ────────────────────────────────────────────
const walks = [
  'qwertyuiop', 'qwertyui', 'qwertyuio', 'asdfghjkl', 'asdfghjk', 'zxcvbnm,', 'zxcvbnmm', 'qazwsxedc',
  'qazwsxedcrfv', '1qaz2wsx3edc', '1qaz2wsx3edc4rfv', 'zaq12wsx', 'zaq1xsw2', 'zaq1zaq1', 'xsw2zaq1',
  '1qazxsw2', '2wsx3edc', '3edc4rfv', 'qwer1234', 'asdf1234', 'zxcv1234', '1234qwer', '1234asdf',
  '1234zxcv', 'qweasdzxc', 'qweasd123', 'asdzxc123', 'qwe123qwe', 'asd123asd', 'zxc123zxc',
  '1q2w3e4r5t6y7u', '1q2w3e4r5t6y', 'q1w2e3r4t5y6', '!qaz@wsx', '!qaz@wsx#edc', '!@#$%^&*',
  '!@#$%^&*()', '1qaz!qaz', 'qwerty!@#', 'qwert12345', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz',
  'qwertyasdf', 'asdfqwer', 'qwerasdf', 'asdfjkl;', 'asdfghjkl;', 'poiuytre', 'ytrewq123',
  'qwaszx12', 'qwaszxqwaszx', '1q1q1q1q', 'a1b2c3d4', 'a1s2d3f4', 'z1x2c3v4', 'q1q1q1q1',
  '1a2b3c4d', 'abcd1234', 'abcde12345', 'abc12345', 'abc123456', 'abcdefgh1', '123abc123',
  'qwerty123456', 'qwerty1234', 'qwertyqwerty', 'asdfasdf', 'zxczxczx', 'qweqweqwe', 'asdasdasd',
  '1qw23er4', 'qw12qw12', 'q12345678', 'a12345678', 'z12345678', '12345678a', '12345678q',
  '123456789a', '123456789q', 'a123456789', 'q123456789', '1234567a', '1234567q', 'aa12345678',
  'qq123456', 'aaa12345', 'aa112233', '123456aa', '123456qq', '112233aa', 'qwerty11', 'qwerty00',
];

function digitPatterns() {
  const out = [];
  out.push('12345678', '123456789', '1234567890', '0123456789', '01234567', '87654321', '987654321',
    '9876543210', '0987654321', '98765432', '12341234', '123412345', '12344321', '11223344',
    '1122334455', '112233445566', '123123123', '123321123', '12312312', '321321321', '147258369',
    '159753123', '15975300', '789456123', '741852963', '963852741', '147852369', '123654789',
    '987456321', '159357456', '1472583690', '12121212', '13131313', '21212121', '69696969',
    '10101010', '1357924680', '13579246', '24681357', '2468013579', '11112222', '12345679',
    '123456780', '1234554321', '1234512345', '123456123456', '123456654321', '1234567812345678',
    '11111111111', '1111111111', '123456789123', '12345678910', '123123123123', '98989898',
    '78787878', '45454545', '14141414', '12qwaszx', '7894561230', '0000000000', '1212121212');
  for (let d = 0; d <= 9; d++) for (let n = 8; n <= 12; n++) out.push(String(d).repeat(n));
  for (let a = 0; a <= 9; a++)
    for (let b = 0; b <= 9; b++) if (a !== b) out.push(`${a}${b}`.repeat(4), `${a}${a}${b}${b}`.repeat(2));
  return out;
}

// ─── Words and names, most common first ───────────────────────────────────────────────────
const words = `
password welcome admin qwerty monkey dragon sunshine princess football baseball letmein iloveyou
master shadow superman batman michael love hello freedom whatever charlie jordan hunter ranger
buster thomas tigger robert soccer hockey killer george andrew harley daniel computer pepper
summer ashley amanda nicole matthew jessica pokemon naruto flower angel butterfly purple lovely
secret internet chelsea arsenal liverpool barcelona samsung apple orange banana chocolate cookie
spiderman starwars matrix thunder silver golden diamond crystal rainbow unicorn dolphin tiger
lion eagle falcon phoenix wizard magic ninja samurai pirate cowboy soldier knight warrior legend
hero king queen prince angel1 baby babygirl sweet honey sugar candy cherry lemon mango
coffee pizza music guitar piano dance happy smile friend family mother father sister brother
jesus christ heaven blessed faith hope peace lucky forever always nothing someone
dragonball pikachu mario zelda minecraft fortnite roblox cricket tennis hockey1 boxing racing
ferrari porsche mercedes toyota honda suzuki yamaha bmw audi nokia iphone android windows
linux google facebook youtube twitter gmail yahoo hotmail outlook office school college student
teacher doctor engineer office123 company business money dollar rupee cash bank
india bharat hindustan jaihind vandemataram mumbai delhi kolkata chennai bangalore bengaluru
hyderabad pune ahmedabad jaipur lucknow kanpur nagpur indore bhopal patna varanasi kashi banaras
ayodhya mathura vrindavan haridwar rishikesh ujjain dwarka puri tirupati shirdi kerala punjab
gujarat bihar rajasthan goa assam odisha bengal maharashtra karnataka tamilnadu telangana
krishna ganesh ganesha ganpati shiva shiv shankar mahadev bholenath mahakal rudra shambhu
hanuman bajrang bajrangbali ram rama shriram sitaram radhe radha radhekrishna radheshyam
govind gopal keshav madhav murari mohan kanha vishnu narayan narayana balaji venkatesh
venkateswara ayyappa murugan kartikeya lakshmi laxmi durga kali parvati saraswati gayatri
sita ganga yamuna narmada tulsi om omshanti omsairam sairam saibaba shirdisai jaimatadi
jaishriram jaishreeram jaihanuman jaimahakal harharmahadev omnamahshivaya omnamahshivay
omnamoshivaya shivshakti shivshankar shivam shivani jaiganesh jaishreekrishna harekrishna
hareram harekrishnahareram radhasoami waheguru satnam khalsa allah bismillah mashallah
inshallah yaali jaibhim jaimaharashtra jaigurudev gurudev guruji swami baba mata pita maa
papa mummy mamma bhai didi beta beti pyar prem ishq dil dost yaar jaan jaanu babu sona shona
raja rani chotu golu monu sonu bittu pinky rinku tinku guddu pappu bablu dabbu munna chintu
cricket1 sachin sachin10 tendulkar virat kohli dhoni msdhoni rohit sharma yuvraj dravid ganguly
bollywood shahrukh srk salman salmankhan aamir hrithik akshay ranbir deepika katrina kareena
priyanka alia amitabh rajini rajinikanth vijay ajith mahesh prabhas allu pawan chiranjeevi
`;

const names = `
michael jennifer jessica ashley daniel david james john robert william joseph charles thomas
christopher matthew anthony mark donald steven paul andrew joshua kevin brian george edward
ronald timothy jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott
brandon benjamin samuel frank gregory raymond alexander patrick jack dennis jerry tyler aaron
jose henry adam douglas nathan peter zachary kyle walter harold jeremy ethan carl keith roger
mary patricia linda barbara elizabeth susan margaret sarah karen nancy lisa betty dorothy sandra
kimberly donna emily michelle carol amanda melissa deborah stephanie rebecca laura sharon
cynthia kathleen amy shirley angela helen anna brenda pamela nicole samantha katherine emma
christine debra rachel catherine carolyn janet ruth maria heather diane virginia julie joyce
victoria olivia kelly christina lauren joan evelyn judith megan cheryl andrea hannah martha
jacqueline frances gloria ann teresa kathryn sara janice jean alice madison doris abigail julia
judy grace denise amber marilyn beverly danielle theresa sophia marie diana brittany natalie
isabella charlotte rose alexis kayla sophie jasmine chloe lily zoe mia ella ava
rahul amit sumit rohit mohit ankit anil sunil sanjay vijay ajay ravi raj rajesh rakesh ramesh
suresh mahesh dinesh naresh mukesh rajendra surendra narendra mahendra devendra jitendra
manoj vinod pramod ashok deepak pankaj sandeep pradeep kuldeep amandeep gurpreet harpreet
manpreet jaspreet simran rajinder arjun karan varun tarun arun kiran nitin sachin vikas vishal
vikram vivek abhishek abhinav akash aakash aditya aman anand anuj arvind ashish gaurav hemant
himanshu kapil kunal lalit manish mayank naveen neeraj nikhil piyush prakash prashant praveen
rajat rajiv ritesh sagar sahil samir sanjeev saurabh shubham siddharth sonu sourav sudhir
sumit sunny tushar umesh vipin yogesh yash harsh dev krish aryan ayush ishaan rohan rishi
priya pooja neha anjali sneha kavita sunita anita geeta seema reena meena rekha asha usha
nisha divya swati shweta preeti jyoti sonia sonam payal komal kajal pallavi shruti shreya
ananya aishwarya riya ria tanvi tanya isha ishita kriti kritika nidhi nikita poonam puja
radhika rashmi ritu sakshi sapna shalini shilpa simran smita sushma tanu varsha vandana
mamta madhu manisha meenakshi monika nandini nehal pinki rani renu roshni rupali sarita savita
shikha shobha suman sunaina uma vaishali yamini zoya fatima ayesha sana sara zainab aisha
mohammed mohammad muhammad ahmed ali imran irfan salman faisal farhan arif asif sajid rashid
abdul khan hussain hassan javed kashif shahid tariq wasim zubair amir sameer shahrukh
`;

// Suffixes in order of how often they follow a word in breach corpora (Indian sites add 786, @123).
const suffixes = ['123', '1234', '12345', '@123', '1', '123456', '!', '12', '@1234', '01', '007', '786', '@12345', '2', '11', '13', '21', '22', '99', '69', '777', '!@#', '#123', '@786', '1@3', '123!', '1!', '@', '#1', '$'];
const prefixes = ['i love ', 'ilove', 'my', 'the', 'jai', 'shree', 'shri', 'om'];
const popularYears = [];
for (let y = 2000; y >= 1970; y--) popularYears.push(y);
for (let y = 2001; y <= 2030; y++) popularYears.push(y);
for (let y = 1969; y >= 1950; y--) popularYears.push(y);

const leet = (w) => w.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1').replace(/s/g, '$');

// ─── Assemble, most likely first ──────────────────────────────────────────────────────────
const seen = new Set();
const long = [];
const short = [];
let keepShort = true;
function add(p) {
  const v = p.toLowerCase().replace(/\s+/g, '');
  if (!v || seen.has(v)) return;
  if (v.length >= MIN_LENGTH) long.push(v);
  else if (keepShort) short.push(v);
  else return;
  seen.add(v);
}
const split = (s) => s.split(/\s+/).filter(Boolean);
const wordList = [...new Set(split(words))];
const nameList = [...new Set(split(names))];
const stems = [];
for (let i = 0; i < Math.max(wordList.length, nameList.length); i++) {
  if (wordList[i]) stems.push(wordList[i]);
  if (nameList[i]) stems.push(nameList[i]);
}

split(classics).forEach(add);
walks.forEach(add);
digitPatterns().forEach(add);
// Only the classics above are kept when shorter than MIN_LENGTH (the length rule refuses the rest).
keepShort = false;

// Word × suffix and word × year, round-robin so that the cut at 10,000 keeps every stem's
// likeliest forms rather than every form of the first stems.
const pad = (n) => String(n).padStart(2, '0');
stems.forEach(add);
for (const s of suffixes.slice(0, 4)) for (const w of stems) add(w + s);
for (const y of popularYears.slice(0, 21)) for (const w of stems.slice(0, 120)) add(w + y);
// Dates people use: ddmmyyyy.
for (const y of popularYears.slice(0, 36)) for (const [d, m] of [[1, 1], [15, 8], [26, 1], [2, 10], [25, 12]]) add(`${pad(d)}${pad(m)}${y}`);
for (const w of wordList) add(leet(w));
for (const p of prefixes) for (const w of wordList.slice(0, 80)) add(p + w);
for (const s of suffixes.slice(4, 12)) for (const w of stems.slice(0, 300)) add(w + s);
for (const y of popularYears.slice(0, 36)) for (const w of stems) add(w + y);
for (const s of suffixes.slice(12)) for (const w of stems) add(w + s);
for (const w of stems) add(w + w);
for (const y of popularYears) for (const w of stems) add(w + y);

if (long.length < TARGET) throw new Error(`only ${long.length} long candidates; add words`);
const list = [...long.slice(0, TARGET), ...short];
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `# Common passwords refused at sign-up and password change (lower-cased; ${TARGET} of ${MIN_LENGTH}+ characters, then the short classics).\n# Generated by apps/server/scripts/generate-common-passwords.mjs; do not edit by hand.\n${list.join('\n')}\n`,
);
console.log(`wrote ${TARGET} + ${short.length} short passwords to ${OUT}`);
