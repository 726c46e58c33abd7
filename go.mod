module patron

go 1.26
