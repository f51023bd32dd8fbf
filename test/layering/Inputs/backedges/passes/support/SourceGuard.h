/* the parse guard, where it used to live */
