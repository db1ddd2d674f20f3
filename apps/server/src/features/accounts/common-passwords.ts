/**
 * Passwords people choose most often that the 6–20 character rule (docs/product.md §5) lets through: the most frequent
 * entries of the public breach-frequency lists (SecLists "10k most common", NCSC's "100k-most-used" top),
 * plus Russian keyboard walks and words common on Russian-speaking sites. Lower case; compared
 * case-insensitively. Refused at sign-up, password change and recovery (docs/security.md A1).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 987654321 9876543210 654321 123123 321321
  123321 112233 121212 111111 222222 333333 444444 555555 666666 777777 888888 999999 000000 1111111 11111111
  123qwe qwe123 qweasd qweasdzxc qwerty qwerty1 qwerty12 qwerty123 qwertyu qwertyui qwertyuiop 1qaz2wsx
  1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 zaq12wsx zxcvbn zxcvbnm asdfgh asdfghjkl asdzxc
  password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass123 pass1234 parol parol123
  abc123 abc12345 abcdef abcd1234 a123456 aa123456 aaaaaa iloveyou iloveyou1 letmein monkey dragon master
  sunshine princess football baseball welcome welcome1 shadow superman batman trustno1 starwars freedom
  whatever qazwsx michael jennifer jordan23 hello123 hello1 killer soccer hockey charlie donald admin
  admin123 administrator root123 test123 test1234 testtest secret secret123 login123 guest123 changeme
  computer internet samsung nokia lenovo google yandex mail.ru vkontakte odnoklassniki 7777777 1234qwer
  qwer1234 1qazxsw2 zxcvbnm123 йцукен йцукенг йцукенгш йцукенгшщз фывапр фывапролдж ячсмит пароль пароль123
  любовь наташа максим андрей солнышко котенок 12345q 12345a 123456a 123456q 123456z 123456qwerty
  marina natasha maksim andrey sergey dmitriy aleksandr vladimir tatyana svetlana elena olga irina anna
  1q2w3e4r5 q1w2e3 1a2b3c 102030 147258 147258369 159357 159753 753951 789456 789456123 456123 741852963
  951753 a1b2c3 aa1234 zz1234 000000a 111222 112233445566 11223344 12121212 123654 123987 131313 147852
  147852369 159951 197300 19801980 1qaz1qaz 2000 20002000 202020 212121 232323 252525 369369 456456 456789
  520520 5201314 696969 7758521 789789 987654 999999999 gfhjkm qwerty7 zxc123 nikita dasha katya sasha`
    .split(/\s+/)
    .filter((p) => [...p].length >= 6),
);
