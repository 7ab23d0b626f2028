/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo1234';

/**
 * Its argon2id hash, with the portal's parameters (lib/passwords.ts), written once so that preparing a database
 * hashes nothing and the database layer needs nothing of the sign-in code. db/prepare.test.ts checks that it
 * still verifies and still uses the parameters new passwords get.
 */
export const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$jZMYpo23rm9OTppBGakkmw$eWiRcG7vSgoQBVnoqzj0kbhtBvtEBykJ7REzkqwvFtw';
