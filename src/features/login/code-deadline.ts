/** Where the login form's send-code countdown keeps its deadline (localStorage), apart from the other forms'. */
export const SEND_CODE_DEADLINE_KEY = 'login:sendCodeDeadline';
